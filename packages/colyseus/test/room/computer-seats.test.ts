/** ComputerSeats: a seeded computer per computer seat, playing the same after a resume. */
import { talpa } from '@quadrille/games';
import { describe, expect, it } from 'vitest';
import { ComputerSeats, computerSeed } from '../../src/room/computer-seats.js';

describe('ComputerSeats', () => {
  it('plays the seats with a level, and chooses a legal move', async () => {
    const computers = new ComputerSeats(talpa, [0, 1], 'room-a');
    expect([computers.plays(0), computers.plays(1)]).toEqual([false, true]);
    const pos = talpa.create({ size: 4 });
    pos.play(pos.legalMoves()[0]!);
    const move = await computers.choose(1, pos.clone());
    expect(pos.isLegal(move)).toBe(true);
    await expect(computers.choose(0, pos.clone())).rejects.toThrow(RangeError);
  });

  it('chooses as it would have in the same room (a resumed one): the room id and the seat seed it', async () => {
    const pos = talpa.create({ size: 6 });
    pos.play(pos.legalMoves()[0]!);
    const choices = async (roomId: string) =>
      Promise.all([1, 2, 3].map(() => new ComputerSeats(talpa, [0, 1], roomId).choose(1, pos.clone())));
    const once = await choices('room-a');
    expect(new Set(once).size).toBe(1);
    expect(await choices('room-a')).toEqual(once);
    expect(computerSeed('room-a', 1)).toBe(computerSeed('room-a', 1));
    expect(computerSeed('room-a', 1)).not.toBe(computerSeed('room-a', 0));
    expect(computerSeed('room-a', 1)).not.toBe(computerSeed('room-b', 1));
  });

  it('leaves alone levels that are no computer level', () => {
    const computers = new ComputerSeats(talpa, [0, 99], 'room-a');
    expect(computers.plays(1)).toBe(false);
  });
});
