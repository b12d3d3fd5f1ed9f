/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_RemovingInputs */

const en_tickets_removing = /** @type {(inputs: Tickets_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removing...`)
};

const de_tickets_removing = /** @type {(inputs: Tickets_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird entfernt …`)
};

/**
* | output |
* | --- |
* | "Removing..." |
*
* @param {Tickets_RemovingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_removing = /** @type {((inputs?: Tickets_RemovingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_RemovingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_removing(inputs)
	return en_tickets_removing(inputs)
});