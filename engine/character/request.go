package character

import (
	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/rig"
)

// RequestStatus is where a request stands: queued, playing or done
// (docs/game-api.md#requests).
type RequestStatus = actions.RequestStatus

// The statuses of a Request.
const (
	RequestNone    = actions.RequestNone
	RequestQueued  = actions.RequestQueued
	RequestPlaying = actions.RequestPlaying
	RequestDone    = actions.RequestDone
)

// EndReason says why an action ended (Event.Reason) and how a request
// ended (Request.Reason).
type EndReason = actions.EndReason

// Request is the handle of one request (Play, PlayAfter, Interrupt,
// PlayState, PlayReverse, or the same on a Track): a small comparable
// value, with no goroutine and nothing allocated per request, that asks
// its player where the request stands. Every event of the request's run
// carries it (Event.Request): its start (the first frame, or the state it
// entered), its frames, sounds and clip events, its end. The zero Request
// is no request. A reload keeps requests; after Reset, those made before
// report done, interrupted.
type Request struct {
	p     *Player
	id    uint32
	epoch uint16 // the player's Resets, modulo 2^16
	clip  bool
}

// Status returns where the request stands now.
func (r Request) Status() RequestStatus {
	st, _ := r.state()
	return st
}

// Reason returns how the request ended, once it is done: the reason of
// its action's end (complete, held: complete with the pose kept and its
// way back pending, docs/actions.md#way-back; exit, stopped...), or for a
// clip complete
// (it reached its end, or the clip queued after it took over), exit,
// stopped, interrupted (Interrupt or Clear replaced it), dropped (it left
// the queue before it started) or forgotten (it ended more than 32
// requests ago). While it is not done it is EndComplete.
func (r Request) Reason() EndReason {
	_, why := r.state()
	return why
}

// Done reports whether the request is over.
func (r Request) Done() bool { return r.Status() == RequestDone }

// Clip reports whether the request plays a clip (else an action or a
// state of a frame character).
func (r Request) Clip() bool { return r.clip }

// state asks the layer that plays the request.
func (r Request) state() (RequestStatus, EndReason) {
	p := r.p
	switch {
	case p == nil || r.id == 0:
		return RequestNone, actions.EndComplete
	case r.epoch != uint16(p.epoch):
		return RequestDone, actions.EndInterrupted // Reset came in between
	case r.clip:
		if p.rp == nil {
			return RequestDone, actions.EndStopped // a reload took the rig away
		}
		q := p.rp.Request(r.id)
		switch q.Status() {
		case rig.RequestQueued:
			return RequestQueued, actions.EndComplete
		case rig.RequestPlaying:
			return RequestPlaying, actions.EndComplete
		case rig.RequestDone:
			return RequestDone, clipReason(q.Reason())
		}
		return RequestDone, actions.EndForgotten
	case p.ap == nil:
		return RequestDone, actions.EndStopped
	}
	return p.ap.RequestStatus(r.id)
}

// clipReason converts a rig request's end.
func clipReason(r rig.EndReason) EndReason {
	switch r {
	case rig.EndExit:
		return actions.EndExit
	case rig.EndStopped:
		return actions.EndStopped
	case rig.EndInterrupted:
		return actions.EndInterrupted
	case rig.EndDropped:
		return actions.EndDropped
	case rig.EndForgotten:
		return actions.EndForgotten
	}
	return actions.EndComplete
}

// frameRequest is the handle of the frame player's last request.
func (p *Player) frameRequest() Request {
	return Request{p: p, epoch: uint16(p.epoch), id: p.ap.LastRequest()}
}

// clipRequest is the handle of the rig player's request id (none for 0).
func (p *Player) clipRequest(id uint32) Request {
	if id == 0 {
		return Request{}
	}
	return Request{p: p, epoch: uint16(p.epoch), id: id, clip: true}
}
