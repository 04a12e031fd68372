package p

type T struct{}

func (*T) M() {}

func (T) N() {}

func G[X any]() {}
