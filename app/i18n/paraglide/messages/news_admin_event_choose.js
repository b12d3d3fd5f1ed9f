/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Event_ChooseInputs */

const en_news_admin_event_choose = /** @type {(inputs: News_Admin_Event_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the event`)
};

const de_news_admin_event_choose = /** @type {(inputs: News_Admin_Event_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle die Veranstaltung`)
};

/**
* | output |
* | --- |
* | "Choose the event" |
*
* @param {News_Admin_Event_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_event_choose = /** @type {((inputs?: News_Admin_Event_ChooseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Event_ChooseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_event_choose(inputs)
	return en_news_admin_event_choose(inputs)
});