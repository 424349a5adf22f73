"""Sam Loyd's Dots-and-Boxes puzzle, solved exactly, and the whole 16-dot game.

The puzzle and its answer (GH, then 7 boxes to 2), and the value of the full 3 x 3-box game
(the second player wins 6 to 3, whatever the first move), are in Michon, *Numericana*, "The
Boxer's Puzzle" (docs/references.md).

Run:  python examples/dots_and_boxes_puzzle.py [--full]
"""
import argparse
import time

from cgt.rulesets.dots_and_boxes import DotsAndBoxes

PUZZLE = "AB BC CD FG KL NO OP AE EI FJ IM JN"

# The published lines of play after GH: the opponent's reply, then the winner's captures and
# the waiting move that hands two boxes back.
ANSWER_LINES = ["IJ MN EF BF DH", "CG DH BF EF MN", "DH CG BF EF MN", "JK KO LP HL", "JK GK HL LP"]


def show_puzzle():
    puzzle = DotsAndBoxes(3, 3, PUZZLE)
    print(puzzle, end="\n\n")
    print("net score of each move (mover's boxes minus the opponent's, best play after):")
    for line, value in sorted(puzzle.move_values().items(), key=lambda item: -item[1]):
        after, _ = puzzle.play(line)
        print(f"  {line}: {value:+d}   (the opponent can then take {after.capturable_boxes()} at once)")
    ones, twos = puzzle.final_score()
    print(f"best move {', '.join(puzzle.best_moves())}: {ones} boxes to {twos}\n")
    after_gh, _ = puzzle.play("GH")
    for line in ANSWER_LINES:
        position = after_gh.play_sequence(line)
        taken = position.score()[0]
        print(f"GH {line}: first player has taken {taken}, final score {position.final_score()}")
    print("\na principal variation:", " ".join(puzzle.principal_variation()))


def show_full_game():
    start = time.perf_counter()
    empty = DotsAndBoxes(3, 3)
    net = empty.net_score()
    elapsed = time.perf_counter() - start
    print(f"\nempty 3x3-box board: net score {net} for the first player, "
          f"final score {empty.final_score()} ({elapsed:.1f} s over 2^24 positions)")
    print("opening moves and their values:", sorted(set(empty.move_values().values())))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--full", action="store_true", help="also solve the empty 3x3-box board")
    args = parser.parse_args()
    show_puzzle()
    if args.full:
        show_full_game()


if __name__ == "__main__":
    main()
