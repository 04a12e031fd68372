package app

// msgIT holds the Italian messages of the diagnostics with arguments.
var msgIT = map[string]string{
	"code.E-TRF-TRUNCATED":        "Il file sembra troncato: si interrompe in mezzo ai record dei giocatori.",
	"msg.E-TRF-TRUNCATED":         "Il file sembra troncato: si interrompe alla riga %[1]s, colonna %[2]s, nella riga del giocatore %[3]s, che contiene %[4]s turni su %[5]s. Copia o esporta di nuovo il file intero.",
	"msg.E-TRF-TRUNCATED/missing": "Il file sembra troncato: si interrompe alla riga %[1]s, colonna %[2]s, nella riga del giocatore %[3]s, che contiene %[4]s turni su %[5]s; le altre righe citano altri %[6]s giocatori, le cui righe mancano. Copia o esporta di nuovo il file intero.",
}
