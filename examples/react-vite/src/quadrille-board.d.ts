// <quadrille-board> in JSX: its properties (React 19 sets objects and arrays as properties) and
// its events as `on<event-name>` props, typed by the board's own event map.
import type { BoardEventMap, QuadrilleBoard } from '@quadrille/board';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type BoardProperties = Partial<Pick<QuadrilleBoard, 'game' | 'options' | 'seats' | 'orientation' | 'theme'>>;
type BoardEvents = { [E in keyof BoardEventMap as `on${E}`]?: (event: BoardEventMap[E]) => void };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'quadrille-board': DetailedHTMLProps<HTMLAttributes<QuadrilleBoard>, QuadrilleBoard> &
        BoardProperties &
        BoardEvents;
    }
  }
}
