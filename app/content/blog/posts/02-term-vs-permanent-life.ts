import { heading, list, paragraph, type BlogPostSource } from "../types";

export const termVersusPermanentLife: BlogPostSource = {
  id: 2,
  category: "insurance",
  date: "2025-02-24",
  readTime: 8,
  author: "Ana Gutiérrez",
  tags: ["life-insurance", "term-life", "family-protection", "iul"],
  featured: true,
  text: {
    en: {
      title: "Term or Permanent Life Insurance: Which Is Right for Your Family?",
      excerpt:
        "Term coverage is cheap and simple; permanent coverage lasts for life and builds cash value. The right choice depends on what you need the money to do, and for how long.",
      imageAlt: "Two paths, one short and one long, each leading to a family home",
      body: [
        heading("Start with the job the insurance must do"),
        paragraph(
          "Life insurance replaces money your family would lose if you died. Before comparing products, list the jobs: pay off the mortgage, replace ten or fifteen years of income while the children grow up, pay for college, cover final expenses, or leave an inheritance. Most of those jobs end at some point. A few, such as final expenses or a legacy, never do.",
        ),
        paragraph(
          "Sorting the jobs by how long they last is the single most useful step in the whole decision. Jobs with an end date are usually best covered by term insurance. Jobs that last for the rest of your life are where permanent coverage earns its higher price. Most families have both kinds, in different amounts.",
        ),
        heading("How much coverage is enough?"),
        paragraph(
          "A common starting point adds up four needs: debts other than the mortgage, the income your family would need replaced and for how many years, the mortgage balance, and future education costs. Then subtract what you already have, such as savings and any group life insurance from work. Rules of thumb like ten times your income are a quick check, not an answer, because they ignore your debts, your children's ages and your spouse's own income.",
        ),
        heading("An example: a young family in Orlando"),
        paragraph(
          "Take a hypothetical couple, both 30, with two small children. He earns $55,000 a year; she earns $40,000. They owe $240,000 on their home and $15,000 on a car, and they would like to set aside $40,000 for each child's education. If he died, the family would want about $45,000 a year for fifteen years to replace most of his income. A simple tally looks like this:",
        ),
        list([
          "Mortgage: $240,000",
          "Car loan and other debts: $15,000",
          "Income replacement: roughly $450,000, after allowing for what the money could earn while it is used",
          "Education: $80,000",
          "Final expenses: $15,000",
          "Minus existing coverage, a $55,000 group policy through work",
        ]),
        paragraph(
          "The total is about $745,000, so a $750,000 policy on him would do the job, and a similar exercise on her income would probably point to around $500,000. For healthy non-smokers their age, 20-year term policies of those sizes usually cost well under $100 a month together. The exact figures are illustrations, not a quote: real prices depend on health, habits and the carrier.",
        ),
        heading("When term life insurance fits"),
        paragraph(
          "Term life insurance covers a fixed period of 10, 15, 20 or 30 years at a level premium. Because it has no cash value, it gives the most coverage per dollar: a healthy 30-year-old can often buy $500,000 of 20-year coverage for about $20 to $30 a month. For a young family whose biggest risk is losing an income, that is usually the first policy to buy.",
        ),
        paragraph(
          "Choose the length by the job. If the youngest child is two, a 20-year term carries the family to college age. If you have just taken a 30-year mortgage, a 30-year term matches it. Some families ladder policies, buying for example $500,000 of 20-year coverage and $250,000 of 30-year coverage, so the protection shrinks roughly as the needs do, at a lower total cost than one large 30-year policy.",
        ),
        paragraph(
          "Know what happens at the end. When the level period runs out, most term policies can be kept only at premiums that rise sharply every year, so in practice they end. That is fine if the job is done. It is a problem if you still need coverage and your health has changed, which is why the conversion option described below matters.",
        ),
        heading("How your health and age set the price"),
        paragraph(
          "Whatever type you choose, the carrier prices it by underwriting: your age, height and weight, medical history, prescriptions, driving record and tobacco use. Applicants are placed in classes, from preferred rates for the healthiest down to standard and tobacco rates, and the difference between classes can be large. Some healthy applicants qualify without a medical exam; others will be asked for a short exam with blood and urine samples. Two practical lessons follow. First, every birthday and every new diagnosis can raise the price, so buying sooner usually costs less. Second, answer every question honestly: a misstatement found after a claim can lead the carrier to contest the policy during its first two years.",
        ),
        heading("The main kinds of permanent coverage"),
        list([
          "Whole life: fixed premiums, a guaranteed death benefit and guaranteed cash value growth; some policies also pay dividends, which are not guaranteed",
          "Universal life: flexible premiums and a cash value credited with a declared interest rate that can change",
          "Index universal life: cash value credited according to a market index, with a cap on gains and a floor, usually 0%, against losses",
          "Guaranteed universal life: little cash value, but a death benefit guaranteed to a chosen age, often 90, 100 or beyond, at a lower cost than whole life",
        ]),
        heading("When permanent coverage fits"),
        paragraph(
          "Permanent policies, such as whole life and index universal life, last for your whole life as long as they are funded. Part of each premium builds cash value that you can borrow against later. They cost several times more than term for the same death benefit, so they make sense when the need is permanent, when you have already maximized other tax-advantaged savings, or when you want coverage that cannot run out at an older age.",
        ),
        paragraph(
          "Typical permanent needs include final expenses, leaving money to children or a charity, providing for a child with special needs for life, paying estate costs, and funding a buy-sell agreement between business owners. If none of these apply to you, the argument for a large permanent policy is weaker.",
        ),
        heading("What to understand about index universal life"),
        paragraph(
          "Index universal life is popular because it combines lifelong coverage with cash value growth linked to an index such as the S&P 500, without losses in down years. But it is a flexible contract, and flexibility cuts both ways. The cost of insurance inside the policy rises as you age, caps and participation rates can be changed by the carrier within the contract's limits, and the sales illustration shows one assumed rate, not a promise. A policy that is underfunded in its early years can need much larger premiums later or lapse. Ask to see illustrations at lower assumed rates and review the policy every year or two.",
        ),
        heading("Buy term and invest the difference?"),
        paragraph(
          "A popular rule says you should buy cheap term coverage and invest what you would have spent on permanent insurance. It can work very well, on one condition: that the difference really gets invested, every month, for decades, and is not touched when the car breaks down. For disciplined savers with room left in their retirement accounts, it is often the better path. For people who value forced savings, guarantees and lifelong coverage, permanent insurance can be the plan they actually stick to. There is no shame in either answer.",
        ),
        heading("Riders worth knowing about"),
        paragraph(
          "Both term and permanent policies can carry riders, optional features that change what the policy does. An accelerated death benefit lets you receive part of the benefit while alive if you are diagnosed with a terminal illness, and some policies extend it to chronic or critical illness. A waiver of premium keeps the policy in force if you become disabled and cannot work. A child rider adds a small amount of coverage for your children. Some riders are included at no extra cost and others add to the premium, so ask which is which.",
        ),
        heading("You do not have to choose only one"),
        paragraph(
          "Many families combine them: a large term policy for the years of highest need and a smaller permanent policy for final expenses and legacy. Most term policies can also be converted to permanent coverage later without new medical questions, which protects you if your health changes.",
        ),
        paragraph(
          "Read the conversion terms before you buy. Each carrier sets a deadline, such as the end of the level period or a certain age, and decides which permanent products you may convert into. A term policy with a generous conversion option is worth a few dollars more a month.",
        ),
        heading("Common mistakes"),
        list([
          "Relying only on group life insurance from work, which usually ends when the job does",
          "Buying a policy for a round number without checking what the family would actually need",
          "Insuring only the main earner and forgetting the cost of replacing a stay-at-home parent's work",
          "Letting a permanent policy go without reviews until it is close to lapsing",
          "Naming minor children directly as beneficiaries instead of using a trust or a custodian",
        ]),
        heading("Questions to ask your agent"),
        list([
          "How did you calculate the amount you are recommending?",
          "Until what date or age can I convert this term policy, and into which products?",
          "For a permanent policy, what happens to the coverage if I skip or reduce premiums?",
          "What does the illustration look like at a lower interest or index rate?",
          "Which carriers did you compare, and how are they rated for financial strength?",
        ]),
        paragraph(
          "The best way to decide is with numbers for your own situation. A licensed agent can compare quotes from several carriers and show you both options side by side.",
        ),
      ],
    },
    es: {
      title: "Seguro de Vida a Término o Permanente: ¿Cuál le Conviene a su Familia?",
      excerpt:
        "La cobertura a término es económica y sencilla; la permanente dura toda la vida y acumula valor en efectivo. La elección correcta depende de para qué necesita el dinero y por cuánto tiempo.",
      imageAlt: "Dos caminos, uno corto y uno largo, que llevan cada uno a la casa de una familia",
      body: [
        heading("Empiece por la tarea que debe cumplir el seguro"),
        paragraph(
          "El seguro de vida reemplaza el dinero que su familia perdería si usted falleciera. Antes de comparar productos, haga una lista de tareas: liquidar la hipoteca, reemplazar diez o quince años de ingreso mientras crecen los hijos, pagar la universidad, cubrir los gastos finales o dejar una herencia. La mayoría de esas tareas termina en algún momento. Unas pocas, como los gastos finales o el legado, no terminan nunca.",
        ),
        paragraph(
          "Ordenar las tareas según cuánto duran es el paso más útil de toda la decisión. Las que tienen fecha de fin suelen cubrirse mejor con un seguro a término. Las que duran el resto de su vida son donde la cobertura permanente justifica su precio más alto. La mayoría de las familias tiene de ambas, en distintas cantidades.",
        ),
        heading("¿Cuánta cobertura es suficiente?"),
        paragraph(
          "Un punto de partida común suma cuatro necesidades: las deudas aparte de la hipoteca, el ingreso que su familia necesitaría reemplazar y durante cuántos años, el saldo de la hipoteca y los gastos de educación futuros. Luego se resta lo que ya tiene, como ahorros y el seguro de vida de grupo del trabajo. Las reglas rápidas, como diez veces su ingreso, sirven para comprobar, no para decidir, porque ignoran sus deudas, la edad de sus hijos y el ingreso de su pareja.",
        ),
        heading("Un ejemplo: una familia joven en Orlando"),
        paragraph(
          "Pensemos en una pareja hipotética, ambos de 30 años, con dos hijos pequeños. Él gana $55,000 al año y ella $40,000. Deben $240,000 de la casa y $15,000 del carro, y quieren reservar $40,000 para la educación de cada hijo. Si él falleciera, la familia querría unos $45,000 al año durante quince años para reemplazar la mayor parte de su ingreso. Una suma sencilla queda así:",
        ),
        list([
          "Hipoteca: $240,000",
          "Préstamo del carro y otras deudas: $15,000",
          "Reemplazo del ingreso: unos $450,000, contando lo que el dinero puede rendir mientras se usa",
          "Educación: $80,000",
          "Gastos finales: $15,000",
          "Menos la cobertura que ya tiene: una póliza de grupo de $55,000 en el trabajo",
        ]),
        paragraph(
          "El total ronda los $745,000, así que una póliza de $750,000 sobre él cumpliría la tarea, y un cálculo parecido con el ingreso de ella probablemente apuntaría a unos $500,000. Para personas sanas de su edad que no fuman, pólizas a 20 años de esos montos suelen costar juntas bastante menos de $100 al mes. Las cifras son ilustrativas, no una cotización: el precio real depende de la salud, los hábitos y la aseguradora.",
        ),
        heading("Cuándo conviene el seguro de vida a término"),
        paragraph(
          "El seguro de vida a término cubre un período fijo de 10, 15, 20 o 30 años con una prima nivelada. Como no tiene valor en efectivo, da la mayor cobertura por cada dólar: una persona sana de 30 años suele conseguir $500,000 de cobertura a 20 años por unos $20 a $30 al mes. Para una familia joven cuyo mayor riesgo es perder un ingreso, suele ser la primera póliza que conviene comprar.",
        ),
        paragraph(
          "Elija el plazo según la tarea. Si el hijo menor tiene dos años, un plazo de 20 años lleva a la familia hasta la edad universitaria. Si acaba de firmar una hipoteca a 30 años, un plazo de 30 años la acompaña. Algunas familias escalonan pólizas, por ejemplo $500,000 a 20 años y $250,000 a 30 años, para que la protección baje más o menos al ritmo de las necesidades, con un costo total menor que una sola póliza grande a 30 años.",
        ),
        paragraph(
          "Sepa qué pasa al final. Cuando termina el período nivelado, la mayoría de las pólizas a término solo se pueden mantener con primas que suben mucho cada año, así que en la práctica terminan. Eso está bien si la tarea ya se cumplió. Es un problema si todavía necesita cobertura y su salud cambió, y por eso importa la opción de conversión que explicamos más abajo.",
        ),
        heading("Cómo su salud y su edad fijan el precio"),
        paragraph(
          "Sea cual sea el tipo que elija, la aseguradora le pone precio mediante la suscripción: su edad, estatura y peso, historial médico, recetas, récord de manejo y consumo de tabaco. Los solicitantes se clasifican en categorías, desde las tarifas preferidas para los más sanos hasta las estándar y las de fumador, y la diferencia entre categorías puede ser grande. Algunas personas sanas califican sin examen médico; a otras se les pide un examen corto con muestras de sangre y orina. De aquí salen dos lecciones prácticas. Primera: cada cumpleaños y cada diagnóstico nuevo pueden subir el precio, así que comprar antes suele costar menos. Segunda: responda todo con honestidad, porque un dato falso descubierto después de una reclamación puede llevar a la aseguradora a impugnar la póliza durante sus dos primeros años.",
        ),
        heading("Los principales tipos de cobertura permanente"),
        list([
          "Vida entera: primas fijas, beneficio por fallecimiento garantizado y valor en efectivo con crecimiento garantizado; algunas pólizas pagan además dividendos, que no están garantizados",
          "Vida universal: primas flexibles y un valor en efectivo que recibe una tasa de interés declarada que puede cambiar",
          "Vida universal indexada: el valor en efectivo se acredita según un índice del mercado, con un tope para las ganancias y un piso, normalmente del 0%, contra las pérdidas",
          "Vida universal garantizada: poco valor en efectivo, pero un beneficio garantizado hasta una edad elegida, a menudo 90, 100 o más, a un costo menor que la vida entera",
        ]),
        heading("Cuándo conviene la cobertura permanente"),
        paragraph(
          "Las pólizas permanentes, como la vida entera y la vida universal indexada, duran toda la vida mientras tengan fondos. Parte de cada prima acumula un valor en efectivo sobre el que puede pedir préstamos más adelante. Cuestan varias veces más que una póliza a término por el mismo beneficio, así que tienen sentido cuando la necesidad es permanente, cuando ya aprovechó al máximo otros ahorros con ventajas fiscales o cuando quiere una cobertura que no se acabe a una edad avanzada.",
        ),
        paragraph(
          "Entre las necesidades permanentes típicas están los gastos finales, dejar dinero a los hijos o a una obra benéfica, mantener de por vida a un hijo con necesidades especiales, pagar los costos de una herencia y financiar un acuerdo de compraventa entre socios de un negocio. Si ninguna aplica a su caso, el argumento para una póliza permanente grande es más débil.",
        ),
        heading("Lo que debe entender de la vida universal indexada"),
        paragraph(
          "Este producto es popular porque combina cobertura de por vida con un valor en efectivo ligado a un índice como el S&P 500, sin pérdidas en los años malos. Pero es un contrato flexible, y la flexibilidad tiene dos caras. El costo del seguro dentro de la póliza sube con la edad, la aseguradora puede cambiar los topes y las tasas de participación dentro de los límites del contrato, y la ilustración de venta muestra una tasa supuesta, no una promesa. Una póliza con pocos fondos en sus primeros años puede necesitar primas mucho mayores después o cancelarse. Pida ver ilustraciones con tasas más bajas y revise la póliza cada uno o dos años.",
        ),
        heading("¿Comprar a término e invertir la diferencia?"),
        paragraph(
          "Una regla popular dice que conviene comprar cobertura a término barata e invertir lo que habría gastado en un seguro permanente. Puede funcionar muy bien con una condición: que la diferencia de verdad se invierta, cada mes, durante décadas, y que no se toque cuando se daña el carro. Para quien ahorra con disciplina y todavía tiene espacio en sus cuentas de jubilación, suele ser el mejor camino. Para quien valora el ahorro obligado, las garantías y la cobertura de por vida, el seguro permanente puede ser el plan que de verdad mantiene. Ninguna de las dos respuestas es vergonzosa.",
        ),
        heading("Cláusulas adicionales que conviene conocer"),
        paragraph(
          "Tanto las pólizas a término como las permanentes pueden llevar cláusulas adicionales, opciones que cambian lo que hace la póliza. El beneficio acelerado por fallecimiento le permite recibir en vida parte del beneficio si le diagnostican una enfermedad terminal, y algunas pólizas lo extienden a enfermedades crónicas o graves. La exención de primas mantiene la póliza vigente si queda incapacitado y no puede trabajar. La cláusula para hijos agrega una cobertura pequeña para sus niños. Algunas cláusulas vienen incluidas sin costo y otras suben la prima, así que pregunte cuál es cuál.",
        ),
        heading("No tiene que elegir solo una"),
        paragraph(
          "Muchas familias las combinan: una póliza a término grande para los años de mayor necesidad y una póliza permanente más pequeña para los gastos finales y el legado. La mayoría de las pólizas a término también se pueden convertir más adelante en cobertura permanente sin nuevas preguntas médicas, lo que le protege si su salud cambia.",
        ),
        paragraph(
          "Lea las condiciones de conversión antes de comprar. Cada aseguradora fija una fecha límite, como el final del período nivelado o cierta edad, y decide a qué productos permanentes puede convertir. Una póliza a término con una buena opción de conversión vale unos dólares más al mes.",
        ),
        heading("Errores comunes"),
        list([
          "Depender solo del seguro de vida de grupo del trabajo, que suele terminar cuando termina el empleo",
          "Comprar una póliza por una cifra redonda sin calcular lo que la familia de verdad necesitaría",
          "Asegurar solo a quien más gana y olvidar lo que costaría reemplazar el trabajo del padre o la madre que cuida la casa",
          "Dejar una póliza permanente sin revisar hasta que está a punto de cancelarse",
          "Nombrar como beneficiarios directos a hijos menores de edad en lugar de usar un fideicomiso o un custodio",
        ]),
        heading("Preguntas para hacerle a su agente"),
        list([
          "¿Cómo calculó el monto que me recomienda?",
          "¿Hasta qué fecha o edad puedo convertir esta póliza a término, y a qué productos?",
          "En una póliza permanente, ¿qué pasa con la cobertura si dejo de pagar o reduzco las primas?",
          "¿Cómo se ve la ilustración con una tasa de interés o de índice más baja?",
          "¿Qué aseguradoras comparó y qué calificación de solidez financiera tienen?",
        ]),
        paragraph(
          "La mejor forma de decidir es con números para su propia situación. Un agente con licencia puede comparar cotizaciones de varias aseguradoras y mostrarle ambas opciones lado a lado.",
        ),
      ],
    },
  },
};
