package main

import (
	"os"
	"strconv"

	"github.com/spareggi/spareggi/internal/gen"
)

func main() {
	n, _ := strconv.Atoi(os.Args[1])
	r, _ := strconv.Atoi(os.Args[2])
	os.Stdout.Write(gen.TRF(gen.Swiss(n, r, 1, false)))
}
