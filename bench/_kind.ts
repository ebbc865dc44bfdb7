import { Rng, randomPlayout } from '@quadrille/core';
import { linkage } from '@quadrille/linkage';
const end: any = randomPlayout(linkage.create(), new Rng(3));
// @ts-ignore
console.log(end.state.slice(0, 4), eval("%HasSmiElements(end.state)"), eval("%HasDoubleElements(end.state)"));
