package main

import (
	"io"
	"net"
	"testing"
	"time"
)

// The server closes connections that never finish their headers
// (slowloris) or sit idle: every timeout is set (issue 15 item 10).
func TestServerTimeouts(t *testing.T) {
	srv := Server(t.TempDir())
	if srv.ReadHeaderTimeout <= 0 || srv.ReadTimeout <= 0 || srv.WriteTimeout <= 0 || srv.IdleTimeout <= 0 || srv.MaxHeaderBytes <= 0 {
		t.Fatalf("timeouts not set: header %v, read %v, write %v, idle %v, max header %d",
			srv.ReadHeaderTimeout, srv.ReadTimeout, srv.WriteTimeout, srv.IdleTimeout, srv.MaxHeaderBytes)
	}
	if srv.ReadHeaderTimeout > 30*time.Second || srv.IdleTimeout > 5*time.Minute {
		t.Errorf("timeouts too long: header %v, idle %v", srv.ReadHeaderTimeout, srv.IdleTimeout)
	}
	// A slow client is cut off after ReadHeaderTimeout (shortened here).
	srv.ReadHeaderTimeout = 200 * time.Millisecond
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(ln)
	defer srv.Close()
	c, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.Write([]byte("GET / HTTP/1.1\r\nHost: x\r\n")) // and never the blank line
	c.SetReadDeadline(time.Now().Add(10 * time.Second))
	_, err = io.ReadAll(c)
	if ne, ok := err.(net.Error); ok && ne.Timeout() {
		t.Errorf("the server kept a slow connection open: %v", err)
	}
}
