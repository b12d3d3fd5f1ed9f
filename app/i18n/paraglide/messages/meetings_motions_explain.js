/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ deadline: NonNullable<unknown> }} Meetings_Motions_ExplainInputs */

const en_meetings_motions_explain = /** @type {(inputs: Meetings_Motions_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Any member who may vote can propose a motion until ${i?.deadline}. It needs a seconder: another such member who confirms it here. The committee then puts it on the agenda or declines it with a reason.`)
};

const de_meetings_motions_explain = /** @type {(inputs: Meetings_Motions_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes stimmberechtigte Mitglied kann bis ${i?.deadline} einen Antrag stellen. Er braucht eine Unterstützung: ein weiteres stimmberechtigtes Mitglied, das ihn hier bestätigt. Dann setzt der Vorstand ihn auf die Tagesordnung oder lehnt ihn mit Begründung ab.`)
};

/**
* | output |
* | --- |
* | "Any member who may vote can propose a motion until {deadline}. It needs a seconder: another such member who confirms it here. The committee then puts it on t..." |
*
* @param {Meetings_Motions_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_motions_explain = /** @type {((inputs: Meetings_Motions_ExplainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Motions_ExplainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_motions_explain(inputs)
	return en_meetings_motions_explain(inputs)
});