package odds

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"

	"tabula/rules"
)

// Counts are numbers of throws by the points they were worth. A nil Counts
// holds no throw and can be read; [Counts.Add] makes it.
type Counts map[int]int

// Total returns the number of throws counted.
func (c Counts) Total() int {
	n := 0
	for _, k := range c {
		n += k
	}
	return n
}

// Share returns the part of the throws worth points, from 0 to 1, to show
// it; 0 when there is no throw.
func (c Counts) Share(points int) float64 {
	n := c.Total()
	if n == 0 {
		return 0
	}
	return float64(c[points]) / float64(n)
}

// Add counts n more throws worth points.
func (c *Counts) Add(points, n int) {
	if *c == nil {
		*c = Counts{}
	}
	(*c)[points] += n
}

// Plus returns the sum of c and d, a new Counts.
func (c Counts) Plus(d Counts) Counts {
	s := make(Counts, max(len(c), len(d)))
	for p, n := range c {
		s[p] += n
	}
	for p, n := range d {
		s[p] += n
	}
	return s
}

// Points returns the values counted, in increasing order.
func (c Counts) Points() []int { return slices.Sorted(maps.Keys(c)) }

// Thrown counts the throws among the events of a step ([rules.EventThrow],
// by their Points): what a caller adds to the device's counts after a
// throw.
func Thrown(events []rules.Event) Counts {
	c := Counts{}
	c.addThrows(events)
	return c
}

// addThrows counts the throws among events into c, which is not nil.
func (c Counts) addThrows(events []rules.Event) {
	for _, e := range events {
		if e.Kind == rules.EventThrow {
			c[int(e.Points)]++
		}
	}
}

// Observed counts the throws of a game: the throw steps of h up to its
// present (steps taken back are not counted). A lean history, which keeps
// no events, is replayed from its start to read them.
func Observed(h *rules.History) Counts {
	c := Counts{}
	lean := false
	for i := range h.At() {
		if s := h.Step(i); s.Throw() {
			if s.Events == nil {
				lean = true
				break
			}
			c.addThrows(s.Events)
		}
	}
	if !lean {
		return c
	}
	c = Counts{}
	st := h.StateAt(0).Clone()
	var events []rules.Event
	for i := range h.At() {
		var err error
		events, err = st.Apply(h.Step(i).Action, events[:0])
		if err != nil {
			panic("odds: a history's step does not replay: " + err.Error()) // its steps were played before
		}
		if h.Step(i).Throw() {
			c.addThrows(events)
		}
	}
	return c
}

// Device is the throws seen on a device, by game ([rules.Game.Name]) and
// points: what the odds screen shows "on this device". Its JSON form is
// {"version":1,"games":{NAME:{"1":6,"3":20}}}, NAME a game's name and the
// points written as JSON keys, for a caller to keep in the save store.
type Device struct {
	Games map[string]Counts
}

// deviceVersion is the version of the JSON form written.
const deviceVersion = 1

// Add adds counts to game's.
func (d *Device) Add(game string, counts Counts) {
	if d.Games == nil {
		d.Games = map[string]Counts{}
	}
	d.Games[game] = d.Games[game].Plus(counts)
}

// Counts returns game's counts (nil when none were seen). The caller must
// not change them.
func (d Device) Counts(game string) Counts { return d.Games[game] }

type deviceJSON struct {
	Version int               `json:"version"`
	Games   map[string]Counts `json:"games"`
}

// MarshalJSON writes the device's counts; the keys come sorted as text,
// so the same counts are always written the same.
func (d Device) MarshalJSON() ([]byte, error) {
	games := d.Games
	if games == nil {
		games = map[string]Counts{}
	}
	return json.Marshal(deviceJSON{Version: deviceVersion, Games: games})
}

// UnmarshalJSON reads counts written by MarshalJSON. A later version, a
// negative count or a game without a name is an error, and d is then
// unchanged.
func (d *Device) UnmarshalJSON(data []byte) error {
	var v deviceJSON
	if err := json.Unmarshal(data, &v); err != nil {
		return fmt.Errorf("odds: the device's throws: %w", err)
	}
	if v.Version < 1 || v.Version > deviceVersion {
		return fmt.Errorf("odds: the device's throws are of version %d, not %d", v.Version, deviceVersion)
	}
	for g, c := range v.Games {
		if g == "" {
			return fmt.Errorf("odds: the device's throws: a game without a name")
		}
		for p, n := range c {
			if n < 0 {
				return fmt.Errorf("odds: the device's throws: %s: %d throws worth %d", g, n, p)
			}
		}
	}
	d.Games = v.Games
	return nil
}

// ParseDevice reads a device's counts from their JSON form.
func ParseDevice(data []byte) (Device, error) {
	var d Device
	err := d.UnmarshalJSON(data)
	return d, err
}
