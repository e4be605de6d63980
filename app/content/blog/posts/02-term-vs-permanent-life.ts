import { heading, paragraph, type BlogPostSource } from "../types";

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
        heading("When term life insurance fits"),
        paragraph(
          "Term life insurance covers a fixed period of 10, 15, 20 or 30 years at a level premium. Because it has no cash value, it gives the most coverage per dollar: a healthy 30-year-old can often buy $500,000 of 20-year coverage for about $20 to $30 a month. For a young family whose biggest risk is losing an income, that is usually the first policy to buy.",
        ),
        heading("When permanent coverage fits"),
        paragraph(
          "Permanent policies, such as whole life and index universal life, last for your whole life as long as they are funded. Part of each premium builds cash value that you can borrow against later. They cost several times more than term for the same death benefit, so they make sense when the need is permanent, when you have already maximized other tax-advantaged savings, or when you want coverage that cannot run out at an older age.",
        ),
        heading("You do not have to choose only one"),
        paragraph(
          "Many families combine them: a large term policy for the years of highest need and a smaller permanent policy for final expenses and legacy. Most term policies can also be converted to permanent coverage later without new medical questions, which protects you if your health changes.",
        ),
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
        heading("Cuándo conviene el seguro de vida a término"),
        paragraph(
          "El seguro de vida a término cubre un período fijo de 10, 15, 20 o 30 años con una prima nivelada. Como no tiene valor en efectivo, da la mayor cobertura por cada dólar: una persona sana de 30 años suele conseguir $500,000 de cobertura a 20 años por unos $20 a $30 al mes. Para una familia joven cuyo mayor riesgo es perder un ingreso, suele ser la primera póliza que conviene comprar.",
        ),
        heading("Cuándo conviene la cobertura permanente"),
        paragraph(
          "Las pólizas permanentes, como la vida entera y la vida universal indexada, duran toda la vida mientras tengan fondos. Parte de cada prima acumula un valor en efectivo sobre el que puede pedir préstamos más adelante. Cuestan varias veces más que una póliza a término por el mismo beneficio, así que tienen sentido cuando la necesidad es permanente, cuando ya aprovechó al máximo otros ahorros con ventajas fiscales o cuando quiere una cobertura que no se acabe a una edad avanzada.",
        ),
        heading("No tiene que elegir solo una"),
        paragraph(
          "Muchas familias las combinan: una póliza a término grande para los años de mayor necesidad y una póliza permanente más pequeña para los gastos finales y el legado. La mayoría de las pólizas a término también se pueden convertir más adelante en cobertura permanente sin nuevas preguntas médicas, lo que le protege si su salud cambia.",
        ),
        paragraph(
          "La mejor forma de decidir es con números para su propia situación. Un agente con licencia puede comparar cotizaciones de varias aseguradoras y mostrarle ambas opciones lado a lado.",
        ),
      ],
    },
  },
};
