// A lead history for measuring the admin pages at volume (`npm run seed:history`, `npm run bench`):
// leads of every form in both languages, spread over 18 months with a weekly rhythm, worked along
// the funnel (status changes, first response), some owned by an admin, some with a follow-up day,
// some spam. Pure and deterministic: the same seed and day give the same rows, written as
// multi-row INSERTs in D1 batches.

/** Every seeded id starts so: a re-run deletes them first, so it never doubles. */
export const historyLeadIdPrefix = "5eed0000-";
const historyChangeIdPrefix = "5eed0001-";
const dayMs = 86_400_000;
const hourMs = 3_600_000;

/** mulberry32: a small seeded generator, enough for test data. */
function generator(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (list) => list[Math.floor(next() * list.length)];
  /** One key of `weights`, in proportion to its weight. */
  const weighted = (weights) => {
    const total = Object.values(weights).reduce((sum, weight) => sum + weight, 0);
    let point = next() * total;
    for (const [key, weight] of Object.entries(weights)) {
      point -= weight;
      if (point < 0) return key;
    }
    return Object.keys(weights).at(-1);
  };
  /** A wait whose median is `medianMs`, with a long tail (log-normal). */
  const wait = (medianMs) => medianMs * Math.exp((next() + next() + next() - 1.5) * 1.6);
  return { next, pick, weighted, wait };
}

const formWeights = {
  newsletter: 24,
  contact: 20,
  "service-inquiry": 15,
  "license-application": 15,
  "sponsorship-application": 10,
  "credit-repair-robot": 7,
  "youth-sponsorship": 6,
  "partner-network": 3,
};

const firstNames = [
  "Ana",
  "Luis",
  "María",
  "José",
  "Carmen",
  "Jorge",
  "Elena",
  "Pedro",
  "Sofía",
  "Daniel",
  "Laura",
  "Carlos",
  "Valeria",
  "Miguel",
  "Emily",
  "James",
  "Olivia",
  "Michael",
  "Grace",
  "David",
];
const lastNames = [
  "Gómez",
  "Rivera",
  "Santos",
  "Díaz",
  "Ortiz",
  "Vega",
  "López",
  "Pérez",
  "Martínez",
  "Rodríguez",
  "Smith",
  "Johnson",
  "Brown",
  "Williams",
  "Jones",
  "Miller",
  "Davis",
  "García",
  "Hernández",
  "Torres",
];
const cities = [
  ["Miami", "33132"],
  ["Orlando", "32801"],
  ["Tampa", "33602"],
  ["Jacksonville", "32202"],
  ["Hialeah", "33010"],
  ["Kissimmee", "34741"],
  ["Fort Lauderdale", "33301"],
];
const services = [
  ["term-insurance", "Term Life Insurance"],
  ["fixed-index-annuities", "Fixed Index Annuities"],
  ["mortgage-protection", "Mortgage Protection"],
  ["long-term-care", "Long-Term Care"],
  ["iul", "Index Universal Life"],
  ["health-insurance", "Health Insurance"],
];
const campaigns = [
  "direct",
  "direct",
  "direct",
  "facebook-spring-social",
  "instagram-summer-social",
  "google-license-cpc",
  "school-fair-print",
  "radio-mambi-audio",
];
const partnerCategories = ["Tax Services", "Real Estate", "Legal Services", "Insurance", "Accounting", "Other"];
const pages = { en: ["/", "/about", "/services/iul", "/blog"], es: ["/es", "/es/about", "/es/services/iul", "/es/blog"] };
const messages = {
  en: ["I want to know about the 2-15 course.", "Please call me after 5 pm.", "How long does the license take?", "Do you have evening classes?", ""],
  es: ["Quiero saber del curso 2-15.", "Llámenme después de las 5 pm.", "¿Cuánto tarda la licencia?", "¿Tienen clases de noche?", ""],
};

const asciiOf = (text) =>
  text
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "")
    .toLowerCase();
const phoneOf = (n) => `${["305", "786", "407", "813", "954"][n % 5]}555${String(1000 + (n % 9000)).slice(-4)}`;

/** The form's own payload as its `record` mapping stores it, and the columns derived from it. */
function leadOf(formType, n, language, createdAt, random) {
  const first = random.pick(firstNames);
  const last = random.pick(lastNames);
  const email = `${asciiOf(first)}.${asciiOf(last)}${n}@example.com`;
  const phone = phoneOf(n);
  const [city, zip] = random.pick(cities);
  const message = random.pick(messages[language]);
  const timestamp = createdAt;
  const columns = (data, names) => ({ data, email, firstName: names.firstName ?? "", lastName: names.lastName ?? "", phone: names.phone ?? "" });
  switch (formType) {
    case "newsletter":
      return { source: random.pick(["footer", "footer", "blog", "newsletter-page", "about-email-dialog"]), ...columns({ email, language, timestamp }, {}) };
    case "contact": {
      const fullName = `${first} ${last}`;
      return {
        source: "website",
        ...columns(
          { fullName, email, message: message || "Hello", preferredLanguage: language, submittedFrom: random.pick(pages[language]), timestamp },
          { firstName: fullName },
        ),
      };
    }
    case "service-inquiry": {
      const [service, serviceName] = random.pick(services);
      const name = `${first} ${last}`;
      return {
        source: "website",
        ...columns({ name, email, phone, message, service_interested: serviceName, service, timestamp }, { firstName: name, phone }),
      };
    }
    case "credit-repair-robot": {
      const name = `${first} ${last}`;
      return { source: "website", ...columns({ name, email, phone, message, service_interested: "AI Credit Repair", timestamp }, { firstName: name, phone }) };
    }
    case "license-application":
      return {
        source: "website",
        ...columns(
          {
            firstName: first,
            lastName: last,
            email,
            phone,
            address: `${100 + (n % 900)} Biscayne Blvd`,
            city,
            state: "FL",
            zipCode: zip,
            experience: random.pick(["None", "Beginner", "Intermediate", "Advanced"]),
            hearAboutUs: random.pick(["A friend", "Facebook", "Radio", "Google"]),
            timeframe: random.pick(["ASAP", "1 month", "3 months", "6 months", "Not sure"]),
            contactPreference: random.pick(["Email", "Phone"]),
            questions: message,
            timestamp,
            formType: "license-application",
          },
          { firstName: first, lastName: last, phone },
        ),
      };
    case "sponsorship-application": {
      const fullName = `${first} ${last}`;
      return {
        source: "website",
        ...columns(
          {
            fullName,
            email,
            phone,
            age: String(18 + (n % 12)),
            address: `${200 + (n % 700)} Main Street`,
            city,
            state: "FL",
            zip,
            educationLevel: random.pick(["high_school", "some_college", "associates", "bachelors", "masters_higher"]),
            employmentStatus: random.pick(["student", "unemployed", "part_time", "full_time", "self_employed"]),
            financialInterest: "I want to help families plan their finances.",
            careerGoals: "Become a licensed agent and open an agency.",
            howHeard: random.pick(["social_media", "friend_family", "school", "online_search", "other"]),
            hasTransportation: random.next() < 0.8,
            canCommit: random.next() < 0.7,
            agreeTerms: true,
            source: random.pick(campaigns),
            timestamp,
          },
          { firstName: fullName, phone },
        ),
      };
    }
    case "youth-sponsorship":
      return {
        source: "website",
        ...columns(
          { email, message: message || "I love finance.", submittedFrom: language === "es" ? "/es/youth-sponsorship" : "/youth-sponsorship", timestamp },
          {},
        ),
      };
    case "partner-network": {
      const name = `${last} ${random.pick(["Tax Pros", "Realty", "Law Office", "Insurance Group", "Accounting"])} ${n}`;
      return {
        source: "business-partner",
        ...columns(
          {
            name,
            category: random.pick(partnerCategories),
            location: `${city}, FL`,
            description: "Bilingual services for families and small businesses.",
            phone,
            email,
            website: `https://partner${n}.example.com`,
            address: `${n % 900} Orange Ave, ${city}`,
            tags: "bilingual;small business",
            timestamp,
          },
          { firstName: name, phone },
        ),
      };
    }
    default:
      throw new Error(`no history for form ${formType}`);
  }
}

/** How many leads arrive at an instant, relatively: weekdays over weekends, a January peak, slow growth. */
function arrivalWeight(instant, start, span) {
  const date = new Date(instant);
  const weekday = [0.45, 1.2, 1.15, 1.1, 1.05, 0.95, 0.55][date.getUTCDay()];
  const season = 1 + 0.25 * Math.cos(((date.getUTCMonth() + date.getUTCDate() / 31) / 12) * 2 * Math.PI);
  const growth = 0.7 + 0.6 * ((instant - start) / span);
  return weekday * season * growth;
}

/** A New York calendar day (YYYY-MM-DD), as `follow_up_on` stores it. */
const newYorkDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" });

/** The statuses a worked lead goes through after "new", ending where it is now. */
function pathOf(ageMs, random) {
  if (ageMs < 2 * dayMs && random.next() < 0.7) return [];
  if (random.next() < 0.1) return [];
  const path = ["contacted"];
  const stop = () => {
    const ending = random.weighted({ stay: 4, declined: 3, closed: 3 });
    if (ending !== "stay") path.push(ending);
    return path;
  };
  if (random.next() < 0.45) return stop();
  path.push("in_review");
  if (random.next() < 0.55) return stop();
  path.push("accepted");
  if (random.next() < 0.2) path.push("closed");
  return path;
}

const hex12 = (n) => n.toString(16).padStart(12, "0");
export const historyLeadId = (n) => `${historyLeadIdPrefix}0000-4000-8000-${hex12(n)}`;

/**
 * `count` leads ending at `now` (an instant; the day's start keeps a day's runs identical) and
 * their status changes, made by `adminId` (also the owner of some leads; null: nobody).
 */
export function historyRows({ count, now, adminId, seed = 215, months = 18 }) {
  const random = generator(seed);
  const span = Math.round((months * 365.25 * dayMs) / 12);
  const start = now - span;
  const times = [];
  while (times.length < count) {
    const instant = start + random.next() * span;
    if (random.next() * 1.75 < arrivalWeight(instant, start, span)) times.push(Math.floor(instant));
  }
  times.sort((a, b) => a - b);

  const leads = [];
  const changes = [];
  const notes = [];
  times.forEach((createdMs, index) => {
    const n = index + 1;
    const formType = random.weighted(formWeights);
    const language = random.next() < 0.6 ? "en" : "es";
    const createdAt = new Date(createdMs).toISOString();
    const lead = leadOf(formType, n, language, createdAt, random);
    const isSpam = random.next() < 0.04;
    let status = isSpam ? "spam" : "new";
    let changedMs = createdMs;
    let firstStatusChangeAt = null;
    if (!isSpam) {
      for (const toStatus of pathOf(now - createdMs, random)) {
        const nextMs = Math.floor(changedMs + (status === "new" ? random.wait(20 * hourMs) : random.wait(4 * dayMs)));
        if (nextMs >= now) break;
        changes.push({
          id: `${historyChangeIdPrefix}0000-4000-8000-${hex12(changes.length + 1)}`,
          submissionId: historyLeadId(n),
          fromStatus: status,
          toStatus,
          changedByUserId: adminId,
          applicantNotified: random.next() < 0.3,
          createdAt: new Date(nextMs).toISOString(),
        });
        firstStatusChangeAt ??= new Date(nextMs).toISOString();
        status = toStatus;
        changedMs = nextMs;
      }
    }
    const isOpen = status === "new" || status === "contacted" || status === "in_review";
    const followUpOn = isOpen && random.next() < 0.3 ? newYorkDay.format(new Date(changedMs + random.wait(5 * dayMs))) : null;
    if (!isSpam && random.next() < 0.05) {
      notes.push({
        id: `${historyChangeIdPrefix}0000-4000-9000-${hex12(notes.length + 1)}`,
        submissionId: historyLeadId(n),
        authorUserId: adminId,
        body: language === "es" ? "Llamar de nuevo el lunes." : "Call back on Monday.",
        createdAt: new Date(changedMs).toISOString(),
      });
    }
    leads.push({
      id: historyLeadId(n),
      formType,
      language,
      status,
      ...lead,
      assignedTo: adminId && !isSpam && random.next() < 0.35 ? adminId : null,
      followUpOn,
      firstStatusChangeAt,
      createdAt,
      updatedAt: new Date(changedMs).toISOString(),
    });
  });
  return { leads, changes, notes };
}

/** D1 stores booleans as 0/1. */
const bound = (value) => (typeof value === "boolean" ? (value ? 1 : 0) : (value ?? null));

/**
 * INSERTs of `rowsPerStatement` rows each, the rows bound as one JSON array read back with
 * json_each: D1 binds at most 100 parameters a statement, and one statement text for every chunk
 * is prepared once (many distinct large statements made local workerd's statement cache fail).
 * A chunk stays well under D1's 2 MB limit for one value.
 */
export function inserts(table, columns, rows, rowsPerStatement = 1000) {
  const picks = columns.map((_, index) => `json_extract(value, '$[${index}]')`).join(", ");
  const sql = `INSERT INTO ${table} (${columns.map(([name]) => name).join(", ")}) SELECT ${picks} FROM json_each(?)`;
  const statements = [];
  for (let from = 0; from < rows.length; from += rowsPerStatement) {
    const chunk = rows.slice(from, from + rowsPerStatement).map((row) => columns.map(([, value]) => bound(value(row))));
    statements.push({ sql, params: [JSON.stringify(chunk)] });
  }
  return statements;
}

const leadColumns = [
  ["id", (row) => row.id],
  ["form_type", (row) => row.formType],
  ["source", (row) => row.source],
  ["data", (row) => JSON.stringify(row.data)],
  ["email", (row) => row.email],
  ["first_name", (row) => row.firstName],
  ["last_name", (row) => row.lastName],
  ["phone", (row) => row.phone],
  ["status", (row) => row.status],
  ["language", (row) => row.language],
  ["call_text_consent", () => false],
  ["assigned_to", (row) => row.assignedTo],
  ["follow_up_on", (row) => row.followUpOn],
  ["first_status_change_at", (row) => row.firstStatusChangeAt],
  ["created_at", (row) => row.createdAt],
  ["updated_at", (row) => row.updatedAt],
];
const noteColumns = [
  ["id", (row) => row.id],
  ["submission_id", (row) => row.submissionId],
  ["author_user_id", (row) => row.authorUserId],
  ["body", (row) => row.body],
  ["created_at", (row) => row.createdAt],
];
const changeColumns = [
  ["id", (row) => row.id],
  ["submission_id", (row) => row.submissionId],
  ["from_status", (row) => row.fromStatus],
  ["to_status", (row) => row.toStatus],
  ["changed_by_user_id", (row) => row.changedByUserId],
  ["applicant_notified", (row) => row.applicantNotified],
  ["created_at", (row) => row.createdAt],
];

/** The SQL that replaces any earlier history with these rows (deletes first: re-running never doubles). */
export function historyStatements({ leads, changes, notes }) {
  const seeded = [`${historyLeadIdPrefix}%`];
  return [
    { sql: "DELETE FROM submission_status_changes WHERE submission_id LIKE ?", params: seeded },
    { sql: "DELETE FROM submission_notes WHERE submission_id LIKE ?", params: seeded },
    { sql: "DELETE FROM email_outbox WHERE submission_id LIKE ?", params: seeded },
    { sql: "DELETE FROM form_submissions WHERE id LIKE ?", params: seeded },
    ...inserts("form_submissions", leadColumns, leads),
    ...inserts("submission_status_changes", changeColumns, changes),
    ...inserts("submission_notes", noteColumns, notes),
  ];
}

/** Runs the statements on a D1 binding, a few a batch (each batch is one transaction). */
export async function applyStatements(db, statements, perBatch = 4) {
  for (let from = 0; from < statements.length; from += perBatch) {
    await db.batch(statements.slice(from, from + perBatch).map(({ sql, params }) => db.prepare(sql).bind(...params)));
  }
}
