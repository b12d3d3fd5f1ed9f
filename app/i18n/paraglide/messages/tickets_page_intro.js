/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Page_IntroInputs */

const en_tickets_page_intro = /** @type {(inputs: Tickets_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members sell, trade and give away match tickets at face value or less.`)
};

const de_tickets_page_intro = /** @type {(inputs: Tickets_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder verkaufen, tauschen und verschenken Tickets, höchstens zum Originalpreis.`)
};

/**
* | output |
* | --- |
* | "Members sell, trade and give away match tickets at face value or less." |
*
* @param {Tickets_Page_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_page_intro = /** @type {((inputs?: Tickets_Page_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Page_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_page_intro(inputs)
	return en_tickets_page_intro(inputs)
});