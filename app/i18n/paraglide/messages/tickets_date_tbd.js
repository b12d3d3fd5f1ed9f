/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Date_TbdInputs */

const en_tickets_date_tbd = /** @type {(inputs: Tickets_Date_TbdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TBD`)
};

const de_tickets_date_tbd = /** @type {(inputs: Tickets_Date_TbdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch offen`)
};

/**
* | output |
* | --- |
* | "TBD" |
*
* @param {Tickets_Date_TbdInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_date_tbd = /** @type {((inputs?: Tickets_Date_TbdInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Date_TbdInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_date_tbd(inputs)
	return en_tickets_date_tbd(inputs)
});