/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_List_IntroInputs */

const en_news_admin_list_intro = /** @type {(inputs: News_Admin_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages from the group to chosen members, by mail and push alert. A sent announcement cannot be edited; withdraw it to take it off the site and stop what has not gone out.`)
};

const de_news_admin_list_intro = /** @type {(inputs: News_Admin_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachrichten der Gruppe an ausgewählte Mitglieder, per E-Mail und Push-Benachrichtigung. Eine gesendete Mitteilung lässt sich nicht mehr ändern; zieh sie zurück, um sie von der Website zu nehmen und zu stoppen, was noch nicht verschickt ist.`)
};

/**
* | output |
* | --- |
* | "Messages from the group to chosen members, by mail and push alert. A sent announcement cannot be edited; withdraw it to take it off the site and stop what ha..." |
*
* @param {News_Admin_List_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_list_intro = /** @type {((inputs?: News_Admin_List_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_List_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_list_intro(inputs)
	return en_news_admin_list_intro(inputs)
});