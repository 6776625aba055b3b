// Package rooms is the screens of the online rooms: a room's lobby, with
// its code, link and QR code until its game starts; the rooms this device
// holds a seat in, and how each stands; the joining of a room by its code;
// and the room's link, the play screen's Server over a room's connection
// (package tabula/online/remote), which proposes the moves of the seats
// held here and plays the steps the server sends.
package rooms
