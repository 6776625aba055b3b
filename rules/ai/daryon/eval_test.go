package daryon

import (
	"testing"

	"tabula/rules/daryon"
)

func TestGreyJunctions(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want bool
	}{
		{nil, false},
		{[]string{"grey=on"}, true},
		{[]string{"grey=off", "players=4"}, false},
		{[]string{"grey=on", "exits=multi", "credit=player"}, true},
	} {
		st, err := daryon.Game.Start(tt.args...)
		if err != nil {
			t.Fatal(err)
		}
		if got := greyJunctions(st.(*daryon.State)); got != tt.want {
			t.Errorf("%v: grey %v, want %v", tt.args, got, tt.want)
		}
	}
}
