module github.com/spareggi/spareggi

go 1.26

require (
	github.com/andybalholm/brotli v1.2.0
	github.com/chromedp/cdproto v0.160.1
	github.com/chromedp/chromedp v0.23.1
	github.com/maxence-charriere/go-app/v9 v9.8.0
	github.com/shopspring/decimal v1.4.0
)

require (
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	github.com/google/uuid v1.3.0 // indirect
)
