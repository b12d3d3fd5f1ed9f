/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Receipt_Not_ProvesInputs */

const en_meetings_receipt_not_proves = /** @type {(inputs: Meetings_Receipt_Not_ProvesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What it does not prove: who the other receipts belong to. Nobody, the committee included, can see who voted how; the app keeps who has voted apart from the votes.`)
};

const de_meetings_receipt_not_proves = /** @type {(inputs: Meetings_Receipt_Not_ProvesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was er nicht beweist: wem die anderen Belege gehören. Niemand, auch nicht der Vorstand, kann sehen, wer wie abgestimmt hat; die App speichert, wer abgestimmt hat, getrennt von den Stimmen.`)
};

/**
* | output |
* | --- |
* | "What it does not prove: who the other receipts belong to. Nobody, the committee included, can see who voted how; the app keeps who has voted apart from the v..." |
*
* @param {Meetings_Receipt_Not_ProvesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_receipt_not_proves = /** @type {((inputs?: Meetings_Receipt_Not_ProvesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Receipt_Not_ProvesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_receipt_not_proves(inputs)
	return en_meetings_receipt_not_proves(inputs)
});