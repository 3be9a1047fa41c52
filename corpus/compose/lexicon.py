"""Label vocabulary of the compositional corpus: what real forms call each field.

``LABELS[key][lang]`` lists the captions a form in that language prints for one concept
(``key``: a schema field, a part of one such as ``surname``, or a distractor such as
``place_of_birth``); ``ABBREV[key]`` the abbreviations system prints use; ``OFFICIAL`` the
captions of official forms (URLA 2021 and the legacy Form 1003, the ICAO passport data page,
SWIFT MT700 field names); ``SECTIONS`` section titles. Every string is latin-1 (the PDF core
fonts), so Polish is written without its non-latin-1 letters, as many system prints do.
``Labels`` draws one caption per concept for one document.
"""
from __future__ import annotations

import random

from corpus.synth.surface import invented_word

LANGS = ("en", "fr", "de", "es", "it", "pt", "nl", "pl")

# key: {lang: "caption; caption; ..."}
_RAW: dict[str, dict[str, str]] = {
    # ---------------------------------------------------------------- people (KYC, loan)
    "full_name": {
        "en": "Full name; Name of customer; Customer name; Account holder; Name in full; Client name; Name",
        "fr": "Nom et prénom(s); Nom complet; Nom du client; Titulaire du compte",
        "de": "Vor- und Nachname; Vollständiger Name; Name des Kunden; Kontoinhaber",
        "es": "Nombre completo; Nombre y apellidos; Nombre del cliente; Titular",
        "it": "Nome e cognome; Nominativo; Nome completo del cliente; Intestatario",
        "pt": "Nome completo; Nome do cliente; Titular da conta",
        "nl": "Volledige naam; Naam klant; Rekeninghouder; Naam en voornamen",
        "pl": "Imie i nazwisko; Nazwa klienta; Posiadacz rachunku",
    },
    "surname": {
        "en": "Surname; Last name; Family name", "fr": "Nom; Nom de famille", "de": "Nachname; Familienname; Name",
        "es": "Apellidos; Primer apellido", "it": "Cognome", "pt": "Apelido; Sobrenome", "nl": "Achternaam; Familienaam",
        "pl": "Nazwisko",
    },
    "given_names": {
        "en": "Given names; First name(s); Forenames", "fr": "Prénom(s); Prénoms", "de": "Vorname(n); Vornamen",
        "es": "Nombre(s); Nombre", "it": "Nome; Nomi", "pt": "Nome(s) próprio(s); Prenome", "nl": "Voornamen; Voornaam",
        "pl": "Imiona; Imie",
    },
    "dob": {
        "en": "Date of birth; Birth date; Born on; Date of Birth (DD/MM/YYYY)",
        "fr": "Date de naissance; Né(e) le", "de": "Geburtsdatum; Geboren am", "es": "Fecha de nacimiento; Nacido el",
        "it": "Data di nascita; Nato/a il", "pt": "Data de nascimento; Nascido em", "nl": "Geboortedatum; Geboren op",
        "pl": "Data urodzenia",
    },
    "place_of_birth": {
        "en": "Place of birth; Birthplace; Town of birth", "fr": "Lieu de naissance", "de": "Geburtsort",
        "es": "Lugar de nacimiento", "it": "Luogo di nascita", "pt": "Local de nascimento; Naturalidade",
        "nl": "Geboorteplaats", "pl": "Miejsce urodzenia",
    },
    "sex": {
        "en": "Sex; Gender", "fr": "Sexe", "de": "Geschlecht", "es": "Sexo", "it": "Sesso", "pt": "Sexo",
        "nl": "Geslacht", "pl": "Plec",
    },
    "nationality": {
        "en": "Nationality; Citizenship; Country of citizenship", "fr": "Nationalité", "de": "Staatsangehörigkeit; Nationalität",
        "es": "Nacionalidad", "it": "Cittadinanza; Nazionalità", "pt": "Nacionalidade", "nl": "Nationaliteit",
        "pl": "Obywatelstwo",
    },
    "id_type": {
        "en": "ID document type; Type of identification; Identity document; ID type; Document presented",
        "fr": "Type de pièce d'identité; Pièce d'identité", "de": "Art des Ausweises; Ausweisart; Legitimationsdokument",
        "es": "Tipo de documento; Documento de identidad", "it": "Tipo documento; Documento di riconoscimento",
        "pt": "Tipo de documento; Documento de identificação", "nl": "Soort legitimatiebewijs; Identiteitsbewijs",
        "pl": "Rodzaj dokumentu; Dokument tozsamosci",
    },
    "id_number": {
        "en": "ID number; Document number; Passport No.; Identification number; ID No.",
        "fr": "Numéro de la pièce; N° du document; Numéro du passeport", "de": "Ausweisnummer; Dokumentennummer; Passnummer",
        "es": "Número de documento; N.º de pasaporte", "it": "Numero documento; N. passaporto",
        "pt": "Número do documento; N.º do passaporte", "nl": "Documentnummer; Paspoortnummer",
        "pl": "Numer dokumentu; Seria i numer",
    },
    "id_country": {
        "en": "Issuing country; Country of issue; Issued by (country); Issuing state",
        "fr": "Pays de délivrance; Délivré par", "de": "Ausstellungsland; Ausstellender Staat",
        "es": "País de expedición; Expedido en", "it": "Paese di rilascio; Rilasciato da", "pt": "País emissor; País de emissão",
        "nl": "Land van afgifte; Afgegeven door", "pl": "Kraj wydania",
    },
    "id_issue": {
        "en": "Date of issue; Issued on; Issue date", "fr": "Date de délivrance", "de": "Ausstellungsdatum",
        "es": "Fecha de expedición", "it": "Data di rilascio", "pt": "Data de emissão", "nl": "Datum van afgifte",
        "pl": "Data wydania",
    },
    "id_expiry": {
        "en": "Expiry date; Date of expiry; Valid until; Expiration date", "fr": "Date d'expiration; Valable jusqu'au",
        "de": "Gültig bis; Ablaufdatum", "es": "Fecha de caducidad; Válido hasta; Vencimiento", "it": "Data di scadenza; Valido fino al",
        "pt": "Data de validade; Válido até", "nl": "Geldig tot; Vervaldatum", "pl": "Data waznosci",
    },
    "address": {
        "en": "Residential address; Home address; Permanent address; Address of residence; Current address",
        "fr": "Adresse; Adresse du domicile; Domicile", "de": "Wohnanschrift; Anschrift; Wohnadresse",
        "es": "Domicilio; Dirección; Domicilio particular", "it": "Indirizzo di residenza; Residenza; Indirizzo",
        "pt": "Morada; Endereço residencial; Morada completa", "nl": "Woonadres; Adres", "pl": "Adres zamieszkania; Adres",
    },
    "previous_address": {
        "en": "Previous address; Former address; Prior address", "fr": "Adresse précédente", "de": "Frühere Anschrift",
        "es": "Domicilio anterior", "it": "Indirizzo precedente", "pt": "Morada anterior", "nl": "Vorig adres",
        "pl": "Poprzedni adres",
    },
    "residence": {
        "en": "Country of residence; Residence country; Country of domicile", "fr": "Pays de résidence",
        "de": "Wohnsitzland; Land des Wohnsitzes", "es": "País de residencia", "it": "Paese di residenza",
        "pt": "País de residência", "nl": "Land van verblijf; Woonland", "pl": "Kraj zamieszkania",
    },
    "occupation": {
        "en": "Occupation; Profession; Job title; Position held", "fr": "Profession; Activité professionnelle",
        "de": "Beruf; Ausgeübter Beruf; Berufsbezeichnung", "es": "Profesión; Ocupación", "it": "Professione; Occupazione",
        "pt": "Profissão; Ocupação", "nl": "Beroep; Functie", "pl": "Zawod; Stanowisko",
    },
    "employer": {
        "en": "Employer; Name of employer; Employer name; Current employer", "fr": "Employeur; Nom de l'employeur",
        "de": "Arbeitgeber; Name des Arbeitgebers", "es": "Empleador; Empresa empleadora; Nombre de la empresa",
        "it": "Datore di lavoro", "pt": "Entidade patronal; Empregador", "nl": "Werkgever; Naam werkgever",
        "pl": "Pracodawca; Nazwa pracodawcy",
    },
    "annual_income": {
        "en": "Annual income; Gross annual income; Yearly income; Annual salary", "fr": "Revenu annuel; Revenus annuels bruts",
        "de": "Jahreseinkommen; Bruttojahreseinkommen", "es": "Ingresos anuales; Renta anual", "it": "Reddito annuo; Reddito annuale lordo",
        "pt": "Rendimento anual; Rendimento bruto anual", "nl": "Jaarinkomen; Bruto jaarinkomen", "pl": "Dochod roczny",
    },
    "monthly_income": {
        "en": "Monthly income; Gross monthly income; Monthly salary; Total monthly income",
        "fr": "Revenu mensuel; Salaire mensuel", "de": "Monatseinkommen; Monatliches Bruttoeinkommen",
        "es": "Ingresos mensuales; Renta mensual", "it": "Reddito mensile; Stipendio mensile",
        "pt": "Rendimento mensal; Salário mensal", "nl": "Maandinkomen; Bruto maandinkomen", "pl": "Dochod miesieczny",
    },
    "base_income": {
        "en": "Base income; Base salary; Basic pay", "fr": "Salaire de base", "de": "Grundgehalt", "es": "Salario base",
        "it": "Stipendio base", "pt": "Salário base", "nl": "Basissalaris", "pl": "Wynagrodzenie zasadnicze",
    },
    "bonus_income": {
        "en": "Overtime / bonus; Bonus; Overtime; Commissions", "fr": "Primes; Heures supplémentaires", "de": "Bonus / Überstunden",
        "es": "Bonificaciones; Horas extra", "it": "Straordinari / bonus", "pt": "Horas extra / prémios", "nl": "Bonus / overwerk",
        "pl": "Premie",
    },
    "income_currency": {
        "en": "Currency of income; Income currency; Currency", "fr": "Devise des revenus; Devise", "de": "Währung des Einkommens; Währung",
        "es": "Moneda de los ingresos; Moneda", "it": "Valuta del reddito; Valuta", "pt": "Moeda do rendimento; Moeda",
        "nl": "Valuta inkomen; Valuta", "pl": "Waluta dochodu; Waluta",
    },
    "source_of_funds": {
        "en": "Source of funds; Origin of funds; Source of wealth / funds; Main source of income",
        "fr": "Origine des fonds; Provenance des fonds", "de": "Herkunft der Mittel; Mittelherkunft",
        "es": "Origen de los fondos; Procedencia de los fondos", "it": "Origine dei fondi; Provenienza dei fondi",
        "pt": "Origem dos fundos; Proveniência dos fundos", "nl": "Herkomst van de middelen; Herkomst gelden",
        "pl": "Zrodlo pochodzenia srodkow",
    },
    "pep": {
        "en": "Politically exposed person (PEP); PEP status; Are you a politically exposed person?; PEP",
        "fr": "Personne politiquement exposée (PPE / PEP); Statut PEP", "de": "Politisch exponierte Person (PEP); PEP-Status",
        "es": "Persona del medio político (PEP); Condición de PEP", "it": "Persona politicamente esposta (PEP)",
        "pt": "Pessoa politicamente exposta (PEP)", "nl": "Politiek prominente persoon (PEP)",
        "pl": "Osoba zajmujaca eksponowane stanowisko polityczne (PEP)",
    },
    "tin": {
        "en": "Tax identification number; TIN; Tax ID; Tax reference number; Taxpayer ID",
        "fr": "Numéro d'identification fiscale; NIF", "de": "Steuer-Identifikationsnummer; Steuernummer",
        "es": "Número de identificación fiscal; NIF", "it": "Codice fiscale", "pt": "Número de identificação fiscal; NIF",
        "nl": "Fiscaal nummer; BSN / fiscaal nummer", "pl": "Numer identyfikacji podatkowej; NIP",
    },
    "email": {
        "en": "E-mail; Email address; E-mail address", "fr": "Courriel; Adresse e-mail", "de": "E-Mail; E-Mail-Adresse",
        "es": "Correo electrónico", "it": "Posta elettronica; E-mail", "pt": "Correio eletrónico; E-mail", "nl": "E-mailadres",
        "pl": "Adres e-mail",
    },
    "phone": {
        "en": "Phone; Telephone; Mobile phone; Cell phone; Home phone", "fr": "Téléphone; Tél. portable", "de": "Telefon; Mobiltelefon",
        "es": "Teléfono; Teléfono móvil", "it": "Telefono; Cellulare", "pt": "Telefone; Telemóvel", "nl": "Telefoon; Mobiel",
        "pl": "Telefon; Telefon komorkowy",
    },
    "customer_no": {
        "en": "Customer number; Client ID; CIF number; Relationship no.", "fr": "Numéro client; Réf. client",
        "de": "Kundennummer; Kunden-Nr.", "es": "Número de cliente", "it": "Codice cliente; NDG", "pt": "Número de cliente",
        "nl": "Klantnummer", "pl": "Numer klienta",
    },
    "doc_date": {
        "en": "Date; Date of application; Date signed; Print date", "fr": "Date; Fait le", "de": "Datum; Ort, Datum",
        "es": "Fecha; Fecha de firma", "it": "Data; Data di sottoscrizione", "pt": "Data; Data de assinatura",
        "nl": "Datum; Datum ondertekening", "pl": "Data; Data podpisania",
    },
    "officer": {
        "en": "Relationship manager; Account officer; Verified by; Loan officer", "fr": "Conseiller; Chargé de clientèle",
        "de": "Kundenberater; Geprüft von", "es": "Gestor; Verificado por", "it": "Gestore; Verificato da",
        "pt": "Gestor de conta; Verificado por", "nl": "Relatiebeheerder; Gecontroleerd door", "pl": "Doradca; Sprawdzil",
    },
    "branch": {
        "en": "Branch; Branch office; Booking centre", "fr": "Agence", "de": "Filiale; Geschäftsstelle", "es": "Oficina; Sucursal",
        "it": "Filiale; Agenzia", "pt": "Balcão; Agência", "nl": "Kantoor; Vestiging", "pl": "Oddzial",
    },
    # ---------------------------------------------------------------- loan
    "app_no": {
        "en": "Application number; Application No.; Loan number; Lender loan no.; Reference; Universal loan identifier",
        "fr": "Numéro de demande; Référence du dossier", "de": "Antragsnummer; Vorgangsnummer; Darlehensnummer",
        "es": "Número de solicitud; Referencia del expediente", "it": "Numero pratica; Numero richiesta",
        "pt": "Número do pedido; Referência do processo", "nl": "Aanvraagnummer; Dossiernummer", "pl": "Numer wniosku",
    },
    "b_name": {
        "en": "Borrower name; Borrower; Applicant name; Name of borrower; Applicant",
        "fr": "Emprunteur; Nom de l'emprunteur", "de": "Darlehensnehmer; Antragsteller", "es": "Prestatario; Solicitante",
        "it": "Richiedente; Mutuatario", "pt": "Mutuário; Proponente", "nl": "Aanvrager; Naam kredietnemer",
        "pl": "Kredytobiorca; Wnioskodawca",
    },
    "marital": {
        "en": "Marital status; Civil status", "fr": "Situation familiale; État civil", "de": "Familienstand",
        "es": "Estado civil", "it": "Stato civile", "pt": "Estado civil", "nl": "Burgerlijke staat", "pl": "Stan cywilny",
    },
    "co_name": {
        "en": "Co-borrower; Co-applicant; Name of co-borrower; Second applicant", "fr": "Co-emprunteur; Co-demandeur",
        "de": "Mitantragsteller; Mitdarlehensnehmer", "es": "Cotitular; Co-prestatario", "it": "Cointestatario; Co-richiedente",
        "pt": "Co-mutuário; Segundo proponente", "nl": "Medeaanvrager", "pl": "Wspolkredytobiorca",
    },
    "employment_start": {
        "en": "Start date; Employed since; Date hired; Start date of employment; In this line of work since",
        "fr": "Date d'embauche; En poste depuis", "de": "Beschäftigt seit; Eintrittsdatum", "es": "Fecha de alta; Antigüedad desde",
        "it": "Data di assunzione; In servizio dal", "pt": "Data de admissão; Empregado desde", "nl": "In dienst sinds; Datum indiensttreding",
        "pl": "Data zatrudnienia; Zatrudniony od",
    },
    "position": {
        "en": "Position / title; Job title; Position", "fr": "Fonction; Poste occupé", "de": "Position; Tätigkeit",
        "es": "Cargo; Puesto", "it": "Qualifica; Mansione", "pt": "Cargo; Função", "nl": "Functie", "pl": "Stanowisko",
    },
    "loan_amount": {
        "en": "Loan amount; Amount requested; Requested loan amount; Amount of loan; Base loan amount",
        "fr": "Montant du prêt; Montant demandé", "de": "Darlehensbetrag; Gewünschter Kreditbetrag", "es": "Importe del préstamo; Importe solicitado",
        "it": "Importo del mutuo; Importo richiesto", "pt": "Montante do empréstimo; Valor solicitado", "nl": "Leenbedrag; Gevraagd bedrag",
        "pl": "Kwota kredytu; Wnioskowana kwota",
    },
    "loan_currency": {
        "en": "Loan currency; Currency of loan", "fr": "Devise du prêt", "de": "Darlehenswährung", "es": "Moneda del préstamo",
        "it": "Valuta del mutuo", "pt": "Moeda do empréstimo", "nl": "Valuta lening", "pl": "Waluta kredytu",
    },
    "purpose": {
        "en": "Loan purpose; Purpose of loan; Purpose", "fr": "Objet du prêt; Finalité", "de": "Verwendungszweck; Finanzierungszweck",
        "es": "Finalidad del préstamo; Destino", "it": "Finalità del mutuo; Scopo", "pt": "Finalidade do empréstimo",
        "nl": "Doel van de lening; Bestedingsdoel", "pl": "Cel kredytu",
    },
    "term": {
        "en": "Loan term; Term (months); Amortization term; Duration; No. of months", "fr": "Durée du prêt; Durée (mois)",
        "de": "Laufzeit; Laufzeit (Monate)", "es": "Plazo; Plazo (meses)", "it": "Durata; Durata (mesi)", "pt": "Prazo; Prazo (meses)",
        "nl": "Looptijd; Looptijd (maanden)", "pl": "Okres kredytowania; Okres (miesiace)",
    },
    "rate": {
        "en": "Interest rate; Note rate; Rate; Interest rate (p.a.)", "fr": "Taux d'intérêt; Taux nominal", "de": "Sollzins; Zinssatz",
        "es": "Tipo de interés; Tipo nominal", "it": "Tasso di interesse; Tasso nominale annuo", "pt": "Taxa de juro; Taxa nominal",
        "nl": "Rentepercentage; Rente", "pl": "Oprocentowanie",
    },
    "property_address": {
        "en": "Property address; Subject property address; Address of property; Collateral address; Property",
        "fr": "Adresse du bien; Bien financé", "de": "Objektanschrift; Anschrift des Objekts", "es": "Dirección del inmueble; Inmueble",
        "it": "Indirizzo dell'immobile; Immobile", "pt": "Morada do imóvel; Imóvel", "nl": "Adres onderpand; Adres woning",
        "pl": "Adres nieruchomosci",
    },
    "property_value": {
        "en": "Property value; Estimated value; Appraised value; Purchase price / value; Market value",
        "fr": "Valeur du bien; Valeur estimée", "de": "Verkehrswert; Objektwert; Kaufpreis / Wert", "es": "Valor del inmueble; Valor de tasación",
        "it": "Valore dell'immobile; Valore di perizia", "pt": "Valor do imóvel; Valor de avaliação", "nl": "Waarde woning; Marktwaarde",
        "pl": "Wartosc nieruchomosci",
    },
    # ---------------------------------------------------------------- letters of credit
    "lc_number": {
        "en": "Documentary credit number; Credit number; L/C No.; Our reference; LC number",
        "fr": "Numéro du crédit documentaire; Réf. crédit", "de": "Akkreditivnummer; Akkreditiv-Nr.", "es": "Número de crédito documentario",
        "it": "Numero del credito documentario", "pt": "Número do crédito documentário", "nl": "Nummer documentair krediet",
        "pl": "Numer akredytywy",
    },
    "form": {
        "en": "Form of documentary credit; Form of credit; Type of credit", "fr": "Forme du crédit", "de": "Art des Akkreditivs; Akkreditivform",
        "es": "Forma del crédito", "it": "Forma del credito", "pt": "Forma do crédito", "nl": "Vorm van het krediet", "pl": "Forma akredytywy",
    },
    "issue_date": {
        "en": "Date of issue; Issue date; Issued on; Opening date", "fr": "Date d'émission; Date d'ouverture", "de": "Eröffnungsdatum; Ausstellungsdatum",
        "es": "Fecha de emisión; Fecha de apertura", "it": "Data di emissione", "pt": "Data de emissão; Data de abertura",
        "nl": "Datum van opening; Openingsdatum", "pl": "Data otwarcia",
    },
    "rules": {
        "en": "Applicable rules; Subject to; Rules", "fr": "Règles applicables; Soumis aux", "de": "Anwendbare Regeln; Unterliegt",
        "es": "Reglas aplicables", "it": "Norme applicabili", "pt": "Regras aplicáveis", "nl": "Toepasselijke regels", "pl": "Obowiazujace przepisy",
    },
    "expiry_date": {
        "en": "Expiry date; Date of expiry; Valid until", "fr": "Date de validité; Date d'expiration", "de": "Verfalldatum; Gültig bis",
        "es": "Fecha de vencimiento", "it": "Data di scadenza", "pt": "Data de validade", "nl": "Vervaldatum; Geldig tot", "pl": "Termin waznosci",
    },
    "expiry_place": {
        "en": "Place of expiry; Expiry place; Expiring at", "fr": "Lieu de validité; Lieu d'expiration", "de": "Verfallort; Ort des Verfalls",
        "es": "Lugar de vencimiento", "it": "Luogo di scadenza", "pt": "Local de validade", "nl": "Plaats van verval", "pl": "Miejsce waznosci",
    },
    "applicant": {
        "en": "Applicant; Ordering party; Buyer / applicant", "fr": "Donneur d'ordre; Demandeur", "de": "Auftraggeber; Antragsteller",
        "es": "Ordenante", "it": "Ordinante", "pt": "Ordenante", "nl": "Opdrachtgever", "pl": "Zleceniodawca",
    },
    "beneficiary": {
        "en": "Beneficiary; In favour of; Seller / beneficiary", "fr": "Bénéficiaire; En faveur de", "de": "Begünstigter; Zugunsten von",
        "es": "Beneficiario", "it": "Beneficiario", "pt": "Beneficiário", "nl": "Begunstigde", "pl": "Beneficjent",
    },
    "party_name": {
        "en": "Name", "fr": "Raison sociale; Nom", "de": "Firma; Name", "es": "Razón social; Nombre", "it": "Ragione sociale",
        "pt": "Denominação; Nome", "nl": "Naam", "pl": "Nazwa",
    },
    "party_address": {
        "en": "Address", "fr": "Adresse", "de": "Anschrift", "es": "Dirección", "it": "Indirizzo", "pt": "Morada", "nl": "Adres",
        "pl": "Adres",
    },
    "amount": {
        "en": "Credit amount; Amount; Currency code, amount; Face amount", "fr": "Montant du crédit; Montant", "de": "Akkreditivbetrag; Betrag",
        "es": "Importe del crédito; Importe", "it": "Importo del credito; Importo", "pt": "Montante do crédito; Valor",
        "nl": "Bedrag van het krediet; Bedrag", "pl": "Kwota akredytywy",
    },
    "currency": {
        "en": "Currency; Currency code", "fr": "Devise", "de": "Währung", "es": "Divisa; Moneda", "it": "Divisa; Valuta",
        "pt": "Moeda", "nl": "Valuta", "pl": "Waluta",
    },
    "tolerance": {
        "en": "Tolerance; Percentage credit amount tolerance; Amount tolerance", "fr": "Tolérance", "de": "Toleranz; Betragstoleranz",
        "es": "Tolerancia", "it": "Tolleranza", "pt": "Tolerância", "nl": "Tolerantie", "pl": "Tolerancja",
    },
    "available_with": {
        "en": "Available with; Available with bank; Nominated bank", "fr": "Réalisable auprès de; Utilisable auprès de",
        "de": "Benutzbar bei; Zahlstelle", "es": "Disponible en", "it": "Utilizzabile presso", "pt": "Utilizável junto de",
        "nl": "Beschikbaar bij", "pl": "Do wykorzystania w",
    },
    "available_by": {
        "en": "Available by; Availability; By", "fr": "Réalisable par; Mode de réalisation", "de": "Benutzbar durch; Benutzungsart",
        "es": "Disponible mediante", "it": "Utilizzabile mediante", "pt": "Utilizável por", "nl": "Beschikbaar door", "pl": "Forma wykorzystania",
    },
    "partial": {
        "en": "Partial shipments; Part shipments; Partial shipment", "fr": "Expéditions partielles", "de": "Teilverladungen",
        "es": "Embarques parciales", "it": "Spedizioni parziali", "pt": "Embarques parciais", "nl": "Deelverschepingen",
        "pl": "Dostawy czesciowe (partial)",
    },
    "tranship": {
        "en": "Transhipment; Trans-shipment; Transshipment", "fr": "Transbordement (transhipment)", "de": "Umladung (Transhipment)",
        "es": "Transbordo (transhipment)", "it": "Trasbordo (transhipment)", "pt": "Transbordo (transhipment)",
        "nl": "Overlading (transhipment)", "pl": "Przeladunek (transhipment)",
    },
    "port_loading": {
        "en": "Port of loading; Port of loading / airport of departure; From", "fr": "Port de chargement", "de": "Verladehafen",
        "es": "Puerto de carga", "it": "Porto di imbarco", "pt": "Porto de embarque", "nl": "Laadhaven", "pl": "Port zaladunku",
    },
    "port_discharge": {
        "en": "Port of discharge; Port of discharge / airport of destination; To", "fr": "Port de déchargement", "de": "Löschhafen; Bestimmungshafen",
        "es": "Puerto de descarga", "it": "Porto di sbarco", "pt": "Porto de descarga", "nl": "Loshaven", "pl": "Port wyladunku",
    },
    "latest_ship": {
        "en": "Latest date of shipment; Latest shipment date; Shipment not later than", "fr": "Date limite d'expédition",
        "de": "Späteste Verladung", "es": "Fecha límite de embarque", "it": "Data ultima di spedizione", "pt": "Data limite de embarque",
        "nl": "Uiterste verschepingsdatum", "pl": "Ostateczny termin wysylki",
    },
    "goods": {
        "en": "Description of goods; Description of goods and/or services; Goods; Merchandise", "fr": "Description des marchandises",
        "de": "Warenbeschreibung", "es": "Descripción de la mercancía", "it": "Descrizione della merce", "pt": "Descrição das mercadorias",
        "nl": "Omschrijving van de goederen", "pl": "Opis towarow",
    },
    "documents": {
        "en": "Documents required; Required documents; Documents to be presented", "fr": "Documents requis; Documents exigés",
        "de": "Erforderliche Dokumente; Vorzulegende Dokumente", "es": "Documentos requeridos", "it": "Documenti richiesti",
        "pt": "Documentos exigidos", "nl": "Vereiste documenten", "pl": "Wymagane dokumenty",
    },
    "presentation": {
        "en": "Period for presentation; Presentation period; Documents to be presented within", "fr": "Délai de présentation",
        "de": "Vorlagefrist", "es": "Plazo de presentación", "it": "Termine di presentazione", "pt": "Prazo de apresentação",
        "nl": "Presentatietermijn", "pl": "Termin prezentacji",
    },
    "confirmation": {
        "en": "Confirmation instructions; Confirmation; Confirmation requested", "fr": "Instructions de confirmation; Confirmation",
        "de": "Bestätigungsauftrag; Bestätigung", "es": "Instrucciones de confirmación", "it": "Istruzioni di conferma",
        "pt": "Instruções de confirmação", "nl": "Bevestigingsinstructies", "pl": "Instrukcje potwierdzenia",
    },
    "advising_bank": {
        "en": "Advising bank; Advise through; Advising bank (SWIFT)", "fr": "Banque notificatrice", "de": "Avisierende Bank",
        "es": "Banco avisador", "it": "Banca avvisante", "pt": "Banco avisador", "nl": "Adviserende bank", "pl": "Bank awizujacy",
    },
    "issuing_bank": {
        "en": "Issuing bank; Issued by", "fr": "Banque émettrice", "de": "Eröffnende Bank", "es": "Banco emisor",
        "it": "Banca emittente", "pt": "Banco emitente", "nl": "Openende bank", "pl": "Bank otwierajacy",
    },
    "charges": {
        "en": "Charges; Bank charges", "fr": "Frais", "de": "Spesen", "es": "Gastos", "it": "Spese", "pt": "Despesas",
        "nl": "Kosten", "pl": "Prowizje i oplaty",
    },
    "drafts": {
        "en": "Drafts at; Tenor", "fr": "Traites à", "de": "Tratten", "es": "Giros a", "it": "Tratte a", "pt": "Saques a",
        "nl": "Wissels op", "pl": "Weksle",
    },
}

# Abbreviations and system-print captions (language-neutral).
ABBREV: dict[str, list[str]] = {
    "full_name": ["Cust. name", "CUST NAME", "Nm."], "surname": ["Surn.", "LAST NM"], "given_names": ["Fst. name", "GIVEN NM"],
    "dob": ["DOB", "D.O.B.", "Birth dt"], "place_of_birth": ["POB", "Birthpl."], "sex": ["SEX", "Sex"],
    "nationality": ["Nat.", "NATL", "Nationality (ISO)"], "id_type": ["ID typ", "DOC TYPE"], "id_number": ["ID no.", "DOC NO", "Pass. no."],
    "id_country": ["Iss. ctry", "ISS CTRY"], "id_issue": ["Iss. dt"], "id_expiry": ["Exp. dt", "EXP", "Valid thru"],
    "address": ["Res. addr.", "ADDR"], "residence": ["Ctry of res.", "RES CTRY"], "occupation": ["Occ.", "OCCUP"],
    "employer": ["Empl.", "EMPLOYER"], "annual_income": ["Ann. inc.", "ANNUAL INC"], "monthly_income": ["Mthly inc.", "MTHLY INCOME"],
    "income_currency": ["Ccy", "Inc. ccy", "CCY"], "source_of_funds": ["SoF", "SRC OF FUNDS"], "pep": ["PEP", "PEP flag"],
    "tin": ["TIN", "Tax no.", "TAX ID"], "email": ["Email", "EMAIL"], "phone": ["Tel.", "Mob.", "TEL"],
    "customer_no": ["CIF", "Cust. no."], "app_no": ["Appl. no.", "APPL NO", "Loan #"], "b_name": ["Borr.", "BORROWER"],
    "marital": ["Mar. status", "MARITAL"], "co_name": ["Co-borr.", "CO-APPL"], "employment_start": ["Emp. since", "EMP START"],
    "loan_amount": ["Loan amt", "LOAN AMT"], "loan_currency": ["Loan ccy", "CCY"], "purpose": ["Purp.", "PURPOSE"],
    "term": ["Term (mos.)", "TERM MTHS"], "rate": ["Int. rate", "RATE %"], "property_address": ["Prop. addr.", "PROP ADDR"],
    "property_value": ["Prop. value", "EST VALUE"], "lc_number": ["L/C no.", "DC NO", "Cr. no."], "issue_date": ["Iss. date", "ISS DT"],
    "expiry_date": ["Exp. date", "EXPIRY"], "expiry_place": ["Exp. place", "PLACE EXP"], "amount": ["Amt", "AMOUNT"],
    "currency": ["Ccy", "CCY"], "tolerance": ["Tol.", "TOL +/-"], "available_with": ["Avail. with", "AVAIL WITH"],
    "available_by": ["Avail. by", "AVAIL BY"], "partial": ["Part. shipmt", "PARTIAL SHPT"], "tranship": ["Transhipmt", "TRANSHIP"],
    "port_loading": ["POL", "Port of ldg"], "port_discharge": ["POD", "Port of disch."], "latest_ship": ["LSD", "Latest shpt"],
    "goods": ["Goods", "GOODS DESCR"], "documents": ["Docs req.", "DOCS"], "presentation": ["Pres. period", "PRES DAYS"],
    "confirmation": ["Conf. instr.", "CONF"], "rules": ["Rules", "APPL RULES"], "form": ["Form", "DC FORM"],
    "applicant": ["Applic.", "APPLICANT"], "beneficiary": ["Benef.", "BENEFICIARY"],
}

# Captions of official forms: URLA 2021 (Fannie Mae Form 1003 / Freddie Mac Form 65) and the legacy
# Form 1003, the ICAO 9303 passport data page, the SWIFT MT700 field names.
OFFICIAL: dict[str, list[str]] = {
    # URLA 2021
    "b_name": ["Name (First, Middle, Last, Suffix)", "Borrower's Name (include Jr. or Sr. if applicable)"],
    "app_no": ["Lender Loan No./Universal Loan Identifier", "Agency Case No.", "Lender Case No."],
    "dob": ["Date of Birth (mm/dd/yyyy)", "DOB (mm/dd/yyyy)"],
    "marital": ["Marital Status"],
    "email": ["Email"], "phone": ["Cell Phone", "Home Phone"],
    "employer": ["Employer or Business Name", "Name & Address of Employer"],
    "employment_start": ["Start Date", "Years on this job"],
    "position": ["Position or Title", "Position/Title/Type of Business"],
    "monthly_income": ["Gross Monthly Income - TOTAL", "Total", "Monthly Income (or Loss)"],
    "base_income": ["Base", "Base Empl. Income"],
    "loan_amount": ["Loan Amount", "Amount"],
    "purpose": ["Loan Purpose", "Purpose of Loan"],
    "term": ["No. of Months", "Loan Term (months)"],
    "rate": ["Interest Rate", "Note Rate %"],
    "property_address": ["Property Address", "Subject Property Address (street, city, state & ZIP)"],
    "property_value": ["Property Value", "Present Market Value", "Purchase price"],
    "co_name": ["Co-Borrower's Name (include Jr. or Sr. if applicable)", "Additional Borrower"],
    # ICAO 9303 data page
    "surname": ["Surname / Nom", "Surname"], "given_names": ["Given names / Prénoms", "Given names"],
    "nationality": ["Nationality / Nationalité"], "sex": ["Sex / Sexe"],
    "id_number": ["Passport No. / No du passeport", "Document No."],
    "id_country": ["Code of issuing State", "Code / Code"],
    "id_expiry": ["Date of expiry / Date d'expiration"], "place_of_birth": ["Place of birth / Lieu de naissance"],
    # MT700 field names
    "lc_number": ["Documentary Credit Number"], "form": ["Form of Documentary Credit"], "issue_date": ["Date of Issue"],
    "rules": ["Applicable Rules"], "expiry_date": ["Date and Place of Expiry"], "amount": ["Currency Code, Amount"],
    "tolerance": ["Percentage Credit Amount Tolerance"], "available_with": ["Available With ... By ..."],
    "partial": ["Partial Shipments"], "tranship": ["Transhipment"], "port_loading": ["Port of Loading/Airport of Departure"],
    "port_discharge": ["Port of Discharge/Airport of Destination"], "latest_ship": ["Latest Date of Shipment"],
    "goods": ["Description of Goods and/or Services"], "documents": ["Documents Required"],
    "presentation": ["Period for Presentation in Days"], "confirmation": ["Confirmation Instructions"],
}

SECTIONS: dict[str, dict[str, str]] = {
    "personal": {"en": "Personal details; Personal information; Customer information; Section 1: Borrower Information; Identity",
                 "fr": "Informations personnelles; Identité", "de": "Persönliche Angaben; Angaben zur Person",
                 "es": "Datos personales", "it": "Dati anagrafici", "pt": "Dados pessoais", "nl": "Persoonsgegevens",
                 "pl": "Dane osobowe"},
    "identity": {"en": "Identification; Identity document; Verification of identity", "fr": "Pièce d'identité",
                 "de": "Legitimation", "es": "Documento de identidad", "it": "Documento di riconoscimento",
                 "pt": "Identificação", "nl": "Legitimatie", "pl": "Dokument tozsamosci"},
    "address": {"en": "Address; Residence; Contact details", "fr": "Adresse et coordonnées", "de": "Anschrift und Kontakt",
                "es": "Domicilio y contacto", "it": "Residenza e recapiti", "pt": "Morada e contactos", "nl": "Adres en contact",
                "pl": "Adres i kontakt"},
    "employment": {"en": "Employment and income; Financial profile; Section 1b. Current Employment/Self-Employment and Income; "
                         "Employment Information",
                   "fr": "Situation professionnelle et revenus", "de": "Beruf und Einkommen", "es": "Situación laboral e ingresos",
                   "it": "Situazione lavorativa e reddito", "pt": "Situação profissional e rendimentos",
                   "nl": "Werk en inkomen", "pl": "Zatrudnienie i dochody"},
    "declarations": {"en": "Declarations; Risk assessment; Compliance; Section 5: Declarations", "fr": "Déclarations",
                     "de": "Erklärungen", "es": "Declaraciones", "it": "Dichiarazioni", "pt": "Declarações", "nl": "Verklaringen",
                     "pl": "Oswiadczenia"},
    "loan": {"en": "Loan and property information; Section 4: Loan and Property Information; "
                   "II. PROPERTY INFORMATION AND PURPOSE OF LOAN; I. TYPE OF MORTGAGE AND TERMS OF LOAN; Financing requested",
             "fr": "Financement demandé; Le prêt", "de": "Finanzierungswunsch; Darlehen und Objekt", "es": "Préstamo solicitado",
             "it": "Mutuo richiesto", "pt": "Empréstimo pretendido", "nl": "Gevraagde financiering", "pl": "Wnioskowany kredyt"},
    "borrower": {"en": "Borrower; III. BORROWER INFORMATION; Section 1a. Personal Information; Applicant",
                 "fr": "L'emprunteur", "de": "Darlehensnehmer", "es": "El prestatario", "it": "Il richiedente", "pt": "O mutuário",
                 "nl": "De aanvrager", "pl": "Kredytobiorca"},
    "coborrowers": {"en": "Co-borrowers; Additional borrowers; Co-applicants", "fr": "Co-emprunteurs", "de": "Mitantragsteller",
                    "es": "Cotitulares", "it": "Cointestatari", "pt": "Co-mutuários", "nl": "Medeaanvragers", "pl": "Wspolkredytobiorcy"},
    "credit": {"en": "Credit details; Terms of the credit; General information", "fr": "Conditions du crédit",
               "de": "Akkreditivbedingungen", "es": "Condiciones del crédito", "it": "Condizioni del credito",
               "pt": "Condições do crédito", "nl": "Kredietvoorwaarden", "pl": "Warunki akredytywy"},
    "parties": {"en": "Parties; Applicant and beneficiary", "fr": "Parties", "de": "Beteiligte", "es": "Partes", "it": "Parti",
                "pt": "Partes", "nl": "Partijen", "pl": "Strony"},
    "shipment": {"en": "Shipment; Shipping terms; Transport", "fr": "Expédition", "de": "Verladung", "es": "Embarque",
                 "it": "Spedizione", "pt": "Embarque", "nl": "Verscheping", "pl": "Wysylka"},
    "goods_docs": {"en": "Goods and documents; Documents", "fr": "Marchandises et documents", "de": "Ware und Dokumente",
                   "es": "Mercancía y documentos", "it": "Merce e documenti", "pt": "Mercadorias e documentos",
                   "nl": "Goederen en documenten", "pl": "Towary i dokumenty"},
}


def _parse(raw: dict[str, dict[str, str]]) -> dict[str, dict[str, list[str]]]:
    return {key: {lang: [s.strip() for s in text.split(";") if s.strip()] for lang, text in langs.items()}
            for key, langs in raw.items()}


LABELS = _parse(_RAW)
SECTION_TITLES = _parse(SECTIONS)

# Keys whose field is only found near its label (a bare "No", "M"): never an invented word.
NEEDS_LABEL = frozenset({"pep", "sex"})


def invented(rng: random.Random) -> str:
    """A pseudo-word caption (one or two words), so a field is also learnt by its value's shape and place."""
    words = [invented_word(rng) for _ in range(rng.choice([1, 1, 2]))]
    text = " ".join(words)
    return text.capitalize() if rng.random() < 0.7 else text.upper()


class Labels:
    """One document's captions: a main language, perhaps a second one for bilingual labels, and
    per-field draws of abbreviations, official captions and invented words."""

    def __init__(self, rng: random.Random, *, official: bool = False):
        self.rng = rng
        self.lang = rng.choices(LANGS, weights=(40, 9, 10, 9, 8, 8, 8, 8))[0]
        self.second = None
        if rng.random() < 0.25:
            self.second = "en" if self.lang != "en" else rng.choice(LANGS[1:])
        self.abbrev = rng.choice([0.0, 0.05, 0.15, 0.4])
        self.invented = rng.choice([0.0, 0.08, 0.15, 0.25])
        self.official = official and rng.random() < 0.6
        self.upper = rng.random() < 0.2
        self.chosen: dict[str, str] = {}
        self.langs_used: set[str] = {self.lang} | ({self.second} if self.second else set())

    def pool(self, key: str, lang: str) -> list[str]:
        langs = LABELS.get(key, {})
        return langs.get(lang) or langs.get("en") or [key.replace("_", " ").capitalize()]

    def get(self, key: str, *, fresh: bool = False) -> str:
        """The caption of ``key`` in this document (the same each time unless ``fresh``)."""
        if key in self.chosen and not fresh:
            return self.chosen[key]
        rng = self.rng
        r = rng.random()
        if key not in NEEDS_LABEL and r < self.invented:
            label = invented(rng)
            self.langs_used.add("invented")
        elif self.official and key in OFFICIAL and rng.random() < 0.6:
            label = rng.choice(OFFICIAL[key])
        elif key in ABBREV and rng.random() < self.abbrev:
            label = rng.choice(ABBREV[key])
        else:
            label = rng.choice(self.pool(key, self.lang))
            if self.second and rng.random() < 0.7:
                other = rng.choice(self.pool(key, self.second))
                if other.lower() != label.lower():
                    label = f"{label} / {other}"
        if self.upper and not label.isupper():
            label = label.upper()
        self.chosen.setdefault(key, label)
        return label

    def section(self, key: str) -> str:
        pool = SECTION_TITLES[key]
        title = self.rng.choice(pool.get(self.lang) or pool["en"])
        if self.second and self.rng.random() < 0.5:
            title = f"{title} / {self.rng.choice(pool.get(self.second) or pool['en'])}"
        return title.upper() if self.upper else title
