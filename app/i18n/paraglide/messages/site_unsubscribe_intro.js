/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown>, category: NonNullable<unknown> }} Site_Unsubscribe_IntroInputs */

const en_site_unsubscribe_intro = /** @type {(inputs: Site_Unsubscribe_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Press the button and ${i?.group} will stop sending you ${i?.category} emails. The emails you need about your account, orders and sign-in still come.`)
};

const de_site_unsubscribe_intro = /** @type {(inputs: Site_Unsubscribe_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Klick auf die Schaltfläche, dann schickt dir ${i?.group} keine E-Mails mehr zu „${i?.category}“. Die E-Mails, die du für dein Konto, deine Bestellungen und die Anmeldung brauchst, bekommst du weiterhin.`)
};

/**
* | output |
* | --- |
* | "Press the button and {group} will stop sending you {category} emails. The emails you need about your account, orders and sign-in still come." |
*
* @param {Site_Unsubscribe_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_unsubscribe_intro = /** @type {((inputs: Site_Unsubscribe_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Unsubscribe_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_unsubscribe_intro(inputs)
	return en_site_unsubscribe_intro(inputs)
});