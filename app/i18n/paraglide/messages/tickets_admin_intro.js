/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_IntroInputs */

const en_tickets_admin_intro = /** @type {(inputs: Tickets_Admin_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open listings, newest first. Removing one closes it and emails the poster your reason.`)
};

const de_tickets_admin_intro = /** @type {(inputs: Tickets_Admin_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offene Angebote, die neuesten zuerst. Entfernen schließt ein Angebot und schickt der anbietenden Person deinen Grund per E-Mail.`)
};

/**
* | output |
* | --- |
* | "Open listings, newest first. Removing one closes it and emails the poster your reason." |
*
* @param {Tickets_Admin_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_intro = /** @type {((inputs?: Tickets_Admin_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_intro(inputs)
	return en_tickets_admin_intro(inputs)
});