;; The move lists' loops of `BlokusSimulator` (simulator.ts: `keep5`, and `add5` over the new
;; attach points as `update` runs it, the same steps word for word) in WebAssembly, where they run about twice as fast as V8's JavaScript:
;; a typed array checks every index against its length, linear memory does not.
;;
;; The simulator lays its state, the placements' records, the move lists and their marks out
;; as 32-bit words from byte 0 of this memory (its `mem`), then its `float` array (the weight
;; table, then the cumulative weights of the list last brought up to date: `cumulative` in
;; simulator.ts), then the placement table's covering lists as 32-bit words, where each list
;; starts in them (32-bit words), and the grid's orthogonal neighbours (32-bit words, -1 off the
;; board). Word indices are passed as in simulator.ts; the arguments ending in `At` that are
;; not word indices of `mem` (`floatAt`, `coveringAt`, `startsAt`, `orthAt`) are byte offsets.
;;
;; Regenerate list-pass-wasm.ts after any change here: `npm run build:wasm` (a test compares it
;; with this file).
(module
  (import "env" "memory" (memory 1))

  ;; keep5: keeps the moves of a colour's list (words base .. base + n) that are still legal —
  ;; no cell forbidden, the piece left — in order, writing their cumulative weights; returns how
  ;; many. The sum of a move's values reaches 32 (FORBIDDEN) when it is illegal.
  (func (export "keep5")
    (param $floatAt i32) (param $records i32) (param $base i32) (param $n i32)
    (param $shift i32) (param $goneAt i32) (result i32)
    (local $i i32) (local $end i32) (local $kept i32) (local $total f64) (local $p i32)
    (local $r i32) (local $a i32) (local $b i32) (local $c i32) (local $sum i32)
    (local $cumulative i32) (local $shifted i32) (local $gone i32) (local $recordsAt i32)
    ;; Byte addresses throughout: word w is at 4w, float f at floatAt + 8f.
    (local.set $i (i32.shl (local.get $base) (i32.const 2)))
    (local.set $end (i32.shl (i32.add (local.get $base) (local.get $n)) (i32.const 2)))
    (local.set $kept (local.get $i))
    ;; The cumulative weight of the move kept at byte k is float 4608 - base + k/4: at
    ;; cumulative + 2k.
    (local.set $cumulative
      (i32.add (local.get $floatAt) (i32.shl (i32.sub (i32.const 4608) (local.get $base)) (i32.const 3))))
    (local.set $shifted (i32.shl (local.get $shift) (i32.const 2)))
    (local.set $gone (i32.shl (local.get $goneAt) (i32.const 2)))
    (local.set $recordsAt (i32.shl (local.get $records) (i32.const 2)))
    (block $done
      (br_if $done (i32.ge_s (local.get $i) (local.get $end)))
      (loop $next
        (local.set $p (i32.load (local.get $i)))
        (local.set $r (i32.add (local.get $recordsAt) (i32.shl (local.get $p) (i32.const 4))))
        (local.set $a (i32.load (local.get $r)))
        (local.set $b (i32.load offset=4 (local.get $r)))
        (local.set $c (i32.load offset=8 (local.get $r)))
        (local.set $sum
          (i32.add
            (i32.add
              (i32.add
                (i32.load (i32.add (local.get $shifted) (i32.shl (i32.and (local.get $a) (i32.const 0xffff)) (i32.const 2))))
                (i32.load (i32.add (local.get $shifted) (i32.and (i32.shr_u (local.get $a) (i32.const 14)) (i32.const 0x3fffc)))))
              (i32.add
                (i32.load (i32.add (local.get $shifted) (i32.shl (i32.and (local.get $b) (i32.const 0xffff)) (i32.const 2))))
                (i32.load (i32.add (local.get $shifted) (i32.and (i32.shr_u (local.get $b) (i32.const 14)) (i32.const 0x3fffc))))))
            (i32.add
              (i32.load (i32.add (local.get $shifted) (i32.shl (i32.and (local.get $c) (i32.const 0x7ff)) (i32.const 2))))
              ;; The piece, bits 11-18 of c, indexes the colour's row of pieces gone.
              (i32.load (i32.add (local.get $gone) (i32.and (i32.shr_u (local.get $c) (i32.const 9)) (i32.const 0x3fc)))))))
        ;; The weight of `size << 9 | sum` (0 once the sum reaches 32).
        (local.set $total
          (f64.add (local.get $total)
            (f64.load (i32.add (local.get $floatAt)
              (i32.shl (i32.or (i32.shr_u (local.get $c) (i32.const 19)) (local.get $sum)) (i32.const 3))))))
        ;; Written whether kept or not (branch-free): a dropped move is overwritten by the next.
        (i32.store (local.get $kept) (local.get $p))
        (f64.store (i32.add (local.get $cumulative) (i32.shl (local.get $kept) (i32.const 1))) (local.get $total))
        (local.set $kept
          (i32.add (local.get $kept)
            (i32.shl (i32.shr_u (i32.sub (local.get $sum) (i32.const 32)) (i32.const 31)) (i32.const 2))))
        (local.set $i (i32.add (local.get $i) (i32.const 4)))
        (br_if $next (i32.lt_s (local.get $i) (local.get $end)))))
    (i32.shr_s (i32.sub (local.get $kept) (i32.shl (local.get $base) (i32.const 2))) (i32.const 2)))

  ;; add5: appends to a colour's list (words base .., n long) the legal placements of
  ;; covering[from .. to) not looked at before in the list's life (marks at word
  ;; marksBase + placement, of the start rootMarks words further, counted when fromRoot is 1;
  ;; marked now), with their cumulative weights; returns the list's new length.
  (func $add5
    (param $floatAt i32) (param $records i32) (param $coveringAt i32) (param $from i32) (param $to i32)
    (param $marksBase i32) (param $rootMarks i32) (param $fromRoot i32) (param $generation i32)
    (param $shift i32) (param $base i32) (param $n i32) (result i32)
    (local $i i32) (local $end i32) (local $at i32) (local $total f64) (local $p i32) (local $m i32)
    (local $now i32) (local $seen i32) (local $r i32) (local $a i32) (local $b i32) (local $c i32)
    (local $sum i32) (local $cumulative i32) (local $shifted i32) (local $recordsAt i32) (local $marks i32)
    (local $rootOffset i32)
    (local.set $cumulative
      (i32.add (local.get $floatAt) (i32.shl (i32.sub (i32.const 4608) (local.get $base)) (i32.const 3))))
    (local.set $at (i32.shl (i32.add (local.get $base) (local.get $n)) (i32.const 2)))
    (if (i32.gt_s (local.get $n) (i32.const 0))
      (then
        (local.set $total
          (f64.load (i32.add (local.get $cumulative) (i32.shl (i32.sub (local.get $at) (i32.const 4)) (i32.const 1)))))))
    (local.set $shifted (i32.shl (local.get $shift) (i32.const 2)))
    (local.set $recordsAt (i32.shl (local.get $records) (i32.const 2)))
    (local.set $marks (i32.shl (local.get $marksBase) (i32.const 2)))
    (local.set $rootOffset (i32.shl (local.get $rootMarks) (i32.const 2)))
    (local.set $i (i32.add (local.get $coveringAt) (i32.shl (local.get $from) (i32.const 2))))
    (local.set $end (i32.add (local.get $coveringAt) (i32.shl (local.get $to) (i32.const 2))))
    (block $done
      (br_if $done (i32.ge_s (local.get $i) (local.get $end)))
      (loop $next
        (local.set $p (i32.load (local.get $i)))
        (local.set $m (i32.add (local.get $marks) (i32.shl (local.get $p) (i32.const 2))))
        ;; 0 when looked at in this simulation.
        (local.set $now (i32.xor (i32.load (local.get $m)) (local.get $generation)))
        (i32.store (local.get $m) (local.get $generation))
        ;; 1 when looked at before: in this simulation, or by the list of the start it continues.
        (local.set $seen
          (i32.or
            (i32.xor (i32.shr_u (i32.or (local.get $now) (i32.sub (i32.const 0) (local.get $now))) (i32.const 31)) (i32.const 1))
            (i32.and (i32.load (i32.add (local.get $m) (local.get $rootOffset))) (local.get $fromRoot))))
        (local.set $r (i32.add (local.get $recordsAt) (i32.shl (local.get $p) (i32.const 4))))
        (local.set $a (i32.load (local.get $r)))
        (local.set $b (i32.load offset=4 (local.get $r)))
        (local.set $c (i32.load offset=8 (local.get $r)))
        (local.set $sum
          (i32.or
            (i32.add
              (i32.add
                (i32.add
                  (i32.load (i32.add (local.get $shifted) (i32.shl (i32.and (local.get $a) (i32.const 0xffff)) (i32.const 2))))
                  (i32.load (i32.add (local.get $shifted) (i32.and (i32.shr_u (local.get $a) (i32.const 14)) (i32.const 0x3fffc)))))
                (i32.add
                  (i32.load (i32.add (local.get $shifted) (i32.shl (i32.and (local.get $b) (i32.const 0xffff)) (i32.const 2))))
                  (i32.load (i32.add (local.get $shifted) (i32.and (i32.shr_u (local.get $b) (i32.const 14)) (i32.const 0x3fffc))))))
              (i32.load (i32.add (local.get $shifted) (i32.shl (i32.and (local.get $c) (i32.const 0x7ff)) (i32.const 2)))))
            ;; 64 (more than FORBIDDEN) when looked at before.
            (i32.shl (local.get $seen) (i32.const 6))))
        (local.set $total
          (f64.add (local.get $total)
            (f64.load (i32.add (local.get $floatAt)
              (i32.shl (i32.or (i32.shr_u (local.get $c) (i32.const 19)) (local.get $sum)) (i32.const 3))))))
        (i32.store (local.get $at) (local.get $p))
        (f64.store (i32.add (local.get $cumulative) (i32.shl (local.get $at) (i32.const 1))) (local.get $total))
        (local.set $at
          (i32.add (local.get $at)
            (i32.shl (i32.shr_u (i32.sub (local.get $sum) (i32.const 32)) (i32.const 31)) (i32.const 2))))
        (local.set $i (i32.add (local.get $i) (i32.const 4)))
        (br_if $next (i32.lt_s (local.get $i) (local.get $end)))))
    (i32.shr_s (i32.sub (local.get $at) (i32.shl (local.get $base) (i32.const 2))) (i32.const 2)))

  ;; addAttached: appends to a colour's list the placements at its attach points
  ;; attach[done .. end) (words from attachAt) as update() in simulator.ts does: for each attach
  ;; point not forbidden to the colour, the covering lists of the pieces it has (runs of pieces
  ;; in a row at a time, one add5 each) for the point's forbidden sides. Returns the list's new
  ;; length.
  (func (export "addAttached")
    (param $floatAt i32) (param $records i32) (param $coveringAt i32) (param $startsAt i32)
    (param $orthAt i32) (param $attachAt i32) (param $done i32) (param $end i32) (param $pieces i32)
    (param $goneAt i32) (param $marksBase i32) (param $rootMarks i32) (param $fromRoot i32)
    (param $generation i32) (param $shift i32) (param $base i32) (param $n i32) (result i32)
    (local $i i32) (local $a i32) (local $sides i32) (local $d i32) (local $nb i32) (local $first i32)
    (local $k i32) (local $from i32) (local $row i32) (local $gone i32)
    (local.set $row (i32.shl (local.get $shift) (i32.const 2)))
    (local.set $gone (i32.shl (local.get $goneAt) (i32.const 2)))
    (local.set $i (local.get $done))
    (block $points
      (loop $point
        (br_if $points (i32.ge_s (local.get $i) (local.get $end)))
        (local.set $a (i32.load (i32.shl (i32.add (local.get $attachAt) (local.get $i)) (i32.const 2))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        ;; Forbidden since it became an attach point: nothing to add there.
        (br_if $point (i32.ge_s (i32.load (i32.add (local.get $row) (i32.shl (local.get $a) (i32.const 2)))) (i32.const 32)))
        (local.set $sides (i32.const 0))
        (local.set $d (i32.const 0))
        (loop $side
          (local.set $nb (i32.load (i32.add (local.get $orthAt)
            (i32.shl (i32.add (i32.shl (local.get $a) (i32.const 2)) (local.get $d)) (i32.const 2)))))
          (if (i32.ge_s (local.get $nb) (i32.const 0))
            (then
              (if (i32.ge_s (i32.load (i32.add (local.get $row) (i32.shl (local.get $nb) (i32.const 2)))) (i32.const 32))
                (then (local.set $sides (i32.or (local.get $sides) (i32.shl (i32.const 1) (local.get $d))))))))
          (local.set $d (i32.add (local.get $d) (i32.const 1)))
          (br_if $side (i32.lt_s (local.get $d) (i32.const 4))))
        ;; The lists of (point, sides) start at list (a * 16 + sides) * pieces, one per piece.
        (local.set $first (i32.mul (i32.add (i32.shl (local.get $a) (i32.const 4)) (local.get $sides)) (local.get $pieces)))
        (local.set $k (i32.const 0))
        (block $runs
          (loop $run
            (br_if $runs (i32.ge_s (local.get $k) (local.get $pieces)))
            (if (i32.ne (i32.load (i32.add (local.get $gone) (i32.shl (local.get $k) (i32.const 2)))) (i32.const 0))
              (then
                (local.set $k (i32.add (local.get $k) (i32.const 1)))
                (br $run)))
            (local.set $from (i32.load (i32.add (local.get $startsAt)
              (i32.shl (i32.add (local.get $first) (local.get $k)) (i32.const 2)))))
            ;; A run of pieces the colour has: their lists are adjacent.
            (block $ends
              (loop $extend
                (br_if $ends (i32.ge_s (i32.add (local.get $k) (i32.const 1)) (local.get $pieces)))
                (br_if $ends (i32.ne (i32.load (i32.add (local.get $gone)
                  (i32.shl (i32.add (local.get $k) (i32.const 1)) (i32.const 2)))) (i32.const 0)))
                (local.set $k (i32.add (local.get $k) (i32.const 1)))
                (br $extend)))
            (local.set $n
              (call $add5 (local.get $floatAt) (local.get $records) (local.get $coveringAt) (local.get $from)
                (i32.load (i32.add (local.get $startsAt)
                  (i32.shl (i32.add (i32.add (local.get $first) (local.get $k)) (i32.const 1)) (i32.const 2))))
                (local.get $marksBase) (local.get $rootMarks) (local.get $fromRoot) (local.get $generation)
                (local.get $shift) (local.get $base) (local.get $n)))
            (local.set $k (i32.add (local.get $k) (i32.const 1)))
            (br $run)))
        (br $point)))
    (local.get $n))
)
