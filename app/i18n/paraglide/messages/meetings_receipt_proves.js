/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Receipt_ProvesInputs */

const en_meetings_receipt_proves = /** @type {(inputs: Meetings_Receipt_ProvesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What your receipt proves: that a vote carrying the choice you made is in the published list, and so in the count. Anyone can recount that list.`)
};

const de_meetings_receipt_proves = /** @type {(inputs: Meetings_Receipt_ProvesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was dein Beleg beweist: dass eine Stimme mit deiner Wahl in der veröffentlichten Liste steht und damit mitgezählt wurde. Jede und jeder kann diese Liste nachzählen.`)
};

/**
* | output |
* | --- |
* | "What your receipt proves: that a vote carrying the choice you made is in the published list, and so in the count. Anyone can recount that list." |
*
* @param {Meetings_Receipt_ProvesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_receipt_proves = /** @type {((inputs?: Meetings_Receipt_ProvesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Receipt_ProvesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_receipt_proves(inputs)
	return en_meetings_receipt_proves(inputs)
});