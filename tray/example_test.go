package tray_test

import (
	"fmt"

	"tabula/tray"
)

// A throw of Daryon's six seeds where the rules decided that seeds 0, 2
// and 3 show their dark face. The screen calls Update once per tick and
// draws each lot; the tray lands on the faces it was given.
func ExampleTray() {
	tr, err := tray.New(tray.KindSeeds, 320, 200, 12)
	if err != nil {
		panic(err)
	}
	tr.Throw(2026, 0b001101)
	hits := 0
	for !tr.Settled() {
		tr.Update()
		hits += len(tr.Hits())
		// Draw here: tr.Lot(i) gives X, Y, Z, Angle and Flip.
	}
	fmt.Printf("faces %06b, settled within %d ticks: %v, heard: %v\n",
		tr.Faces(), tray.MaxTicks, tr.Ticks() <= tray.MaxTicks, hits > 0)
	for i := 0; i < tr.Len(); i++ {
		l := tr.Lot(i)
		fmt.Printf("seed %d: dark %v, flip %.1f, z %.0f\n", i, l.Marked(), l.Flip, l.Z)
	}
	// Output:
	// faces 001101, settled within 150 ticks: true, heard: true
	// seed 0: dark true, flip 0.0, z 0
	// seed 1: dark false, flip 0.5, z 0
	// seed 2: dark true, flip 0.0, z 0
	// seed 3: dark true, flip 0.0, z 0
	// seed 4: dark false, flip 0.5, z 0
	// seed 5: dark false, flip 0.5, z 0
}

// Instant jumps to the rest a played-out throw would reach, for the
// "instant" animation speed.
func ExampleTray_Instant() {
	tr, _ := tray.New(tray.KindCowries, 240, 160, 10)
	tr.ThrowFrom(tray.SideBottom, 7, 0b0110)
	tr.Instant()
	fmt.Printf("settled %v, faces %04b\n", tr.Settled(), tr.Faces())
	// Output:
	// settled true, faces 0110
}
