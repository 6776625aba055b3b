package daryon

import (
	"fmt"
	"strconv"
	"strings"

	"tabula/rules"
)

// The actions at a decision. At a chance step the action is K, the number of
// dark seeds (0..6).
const (
	ActionOut  rules.Action = iota // out: the exit the throw allows
	ActionA                        // a: move pawn a
	ActionB                        // b: move pawn b
	ActionC                        // c: move pawn c
	ActionPass                     // pass: nothing else is legal
)

var actionNames = [...]string{ActionOut: "out", ActionA: "a", ActionB: "b", ActionC: "c", ActionPass: "pass"}

// FormatAction writes a as the rules file does: "throw K" at a chance step;
// "out", "a", "b", "c" or "pass" at a decision.
func (s *State) FormatAction(a rules.Action) string {
	if s.toMove == rules.Chance {
		if a <= 6 {
			return "throw " + string('0'+byte(a))
		}
	} else if a <= ActionPass {
		return actionNames[a]
	}
	return s.name(a)
}

// ParseAction reads "throw K" (K = 0..6) at a chance step and "out", "a",
// "b", "c" or "pass" otherwise. It is case-sensitive and checks only the
// spelling; Apply checks legality.
func (s *State) ParseAction(text string) (rules.Action, error) {
	if s.toMove == rules.Chance {
		if len(text) == 7 && text[:6] == "throw " && text[6] >= '0' && text[6] <= '6' {
			return rules.Action(text[6] - '0'), nil
		}
		return 0, fmt.Errorf("daryon: %q: the seeds are to be thrown (throw K, K = 0..6)", text)
	}
	for a, name := range actionNames {
		if text == name {
			return rules.Action(a), nil
		}
	}
	if strings.HasPrefix(text, "throw") && s.toMove != rules.Over {
		return 0, fmt.Errorf("daryon: %q: no throw now, player %d is to move", text, s.toMove)
	}
	return 0, fmt.Errorf("daryon: %q is not a move (out, a, b, c or pass)", text)
}

// name spells any action for an error message.
func (s *State) name(a rules.Action) string {
	if s.toMove == rules.Chance {
		return "throw " + strconv.FormatUint(uint64(a), 10)
	}
	if a <= ActionPass {
		return actionNames[a]
	}
	return "action " + strconv.FormatUint(uint64(a), 10)
}
