package anim

import (
	"math"
	"testing"
)

func TestEases(t *testing.T) {
	for name, e := range map[string]Ease{"Linear": Linear, "InOut": InOut, "Out": Out, "In": In} {
		if e(0) != 0 || e(1) != 1 {
			t.Errorf("%s(0), %s(1) = %v, %v; want 0, 1", name, name, e(0), e(1))
		}
		prev := 0.0
		for i := 1; i <= 100; i++ {
			v := e(float64(i) / 100)
			if v < prev || v > 1 {
				t.Errorf("%s is not monotone in [0,1] at %d: %v after %v", name, i, v, prev)
			}
			prev = v
		}
	}
	if InOut(0.25) >= 0.25 || InOut(0.75) <= 0.75 {
		t.Error("InOut does not start and end slowly")
	}
}

func TestTween(t *testing.T) {
	tw := NewTween(10, 20, 4, Linear)
	want := []float64{12.5, 15, 17.5, 20, 20}
	for i, w := range want {
		done := tw.Update()
		if got := tw.Value(); got != w {
			t.Errorf("tick %d: %v, want %v", i+1, got, w)
		}
		if done != (i >= 3) {
			t.Errorf("tick %d: done %v", i+1, done)
		}
	}
	var zero Tween
	if !zero.Done() || zero.Value() != 0 {
		t.Errorf("the zero tween is not complete at 0")
	}
}

func TestRetargetIsContinuous(t *testing.T) {
	tw := NewTween(0, 100, 10, InOut)
	for range 4 {
		tw.Update()
	}
	before := tw.Value()
	tw.Retarget(-50, 6)
	if tw.Value() != before {
		t.Errorf("retarget jumped from %v to %v", before, tw.Value())
	}
	for !tw.Update() {
	}
	if tw.Value() != -50 {
		t.Errorf("ends at %v, want -50", tw.Value())
	}
}

func TestHop(t *testing.T) {
	h := Hop{From: Vec{0, 0}, To: Vec{10, 0}, Height: 3}
	tests := []struct {
		t          float64
		pos        Vec
		lift       float64
		squashSign int // -1 stretched, 0 round, +1 flattened
	}{
		{0, Vec{0, 0}, 0, 0},
		{0.5, Vec{5, 0}, 3, -1},
		{0.9, Vec{9, 0}, 1.08, 1},
		{1, Vec{10, 0}, 0, 0},
	}
	for _, tt := range tests {
		pos, lift, squash := h.At(tt.t)
		if math.Abs(pos.X-tt.pos.X) > 1e-9 || math.Abs(pos.Y-tt.pos.Y) > 1e-9 || math.Abs(lift-tt.lift) > 1e-9 {
			t.Errorf("At(%v) = %v lift %v, want %v lift %v", tt.t, pos, lift, tt.pos, tt.lift)
		}
		sign := 0
		if squash > 1+1e-9 {
			sign = 1
		} else if squash < 1-1e-9 {
			sign = -1
		}
		if sign != tt.squashSign {
			t.Errorf("At(%v): squash %v, want sign %d", tt.t, squash, tt.squashSign)
		}
	}
}

func TestSpeedScale(t *testing.T) {
	tests := []struct {
		s    Speed
		in   int
		want int
	}{
		{Normal, 20, 20}, {Slow, 20, 30}, {Fast, 20, 10}, {Fast, 1, 1}, {Instant, 20, 0},
	}
	for _, tt := range tests {
		if got := tt.s.Scale(tt.in); got != tt.want {
			t.Errorf("%v.Scale(%d) = %d, want %d", tt.s, tt.in, got, tt.want)
		}
	}
}

// recorder logs what steps do, to check order and timing.
type recorder struct{ log []string }

func (r *recorder) step(name string, ticks int) Step {
	return Step{
		Ticks: ticks,
		Frame: func(p float64) { r.log = append(r.log, name+":"+trim(p)) },
		Done:  func() { r.log = append(r.log, name+" done") },
	}
}

func trim(p float64) string {
	switch p {
	case 0.5:
		return "½"
	case 1:
		return "1"
	}
	return "?"
}

func TestQueueOrder(t *testing.T) {
	var r recorder
	var q Queue
	q.Push(r.step("a", 2), r.step("b", 0), r.step("c", 2))
	ticks := 0
	for q.Busy() {
		q.Update()
		ticks++
		r.log = append(r.log, "|")
	}
	want := "a:½ | a:1 a done | b:1 b done c:½ | c:1 c done |"
	if got := join(r.log); got != want {
		t.Errorf("log %q\nwant %q", got, want)
	}
	if ticks != 4 {
		t.Errorf("%d ticks, want 4", ticks)
	}
}

func TestQueueFinish(t *testing.T) {
	var r recorder
	var q Queue
	q.Push(r.step("a", 4), r.step("b", 3))
	q.Update()
	q.Finish()
	if got, want := join(r.log), "a:? a:1 a done b:1 b done"; got != want {
		t.Errorf("log %q, want %q", got, want)
	}
	if q.Busy() {
		t.Error("busy after Finish")
	}
}

func TestGroup(t *testing.T) {
	var r recorder
	var q Queue
	q.Push(Group(r.step("x", 2), r.step("y", 1)), r.step("z", 0))
	for q.Busy() {
		q.Update()
	}
	if got, want := join(r.log), "x:½ y:1 y done x:1 x done z:1 z done"; got != want {
		t.Errorf("log %q, want %q", got, want)
	}
	r.log = nil
	q.Push(Group(r.step("x", 2), r.step("y", 1)))
	q.Finish()
	if got, want := join(r.log), "x:1 x done y:1 y done"; got != want {
		t.Errorf("finished group: log %q, want %q", got, want)
	}
}

func TestDoneMayPush(t *testing.T) {
	var q Queue
	n := 0
	var next func() Step
	next = func() Step {
		return Step{Ticks: 1, Done: func() {
			if n++; n < 3 {
				q.Push(next())
			}
		}}
	}
	q.Push(next())
	for i := 0; q.Busy() && i < 10; i++ {
		q.Update()
	}
	if n != 3 {
		t.Errorf("%d chained steps ran, want 3", n)
	}
}

func join(log []string) string {
	s := ""
	for i, l := range log {
		if i > 0 {
			s += " "
		}
		s += l
	}
	return s
}
