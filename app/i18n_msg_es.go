package app

// msgES holds the Spanish messages of the diagnostics with arguments.
var msgES = map[string]string{
	"code.E-TRF-TRUNCATED":        "El archivo parece truncado: se interrumpe en medio de los registros de los jugadores.",
	"msg.E-TRF-TRUNCATED":         "El archivo parece truncado: se interrumpe en la línea %[1]s, columna %[2]s, en la fila del jugador %[3]s, que contiene %[4]s de %[5]s rondas. Copia o exporta de nuevo el archivo completo.",
	"msg.E-TRF-TRUNCATED/missing": "El archivo parece truncado: se interrumpe en la línea %[1]s, columna %[2]s, en la fila del jugador %[3]s, que contiene %[4]s de %[5]s rondas; las demás filas citan a otros %[6]s jugadores, cuyas filas faltan. Copia o exporta de nuevo el archivo completo.",
}
